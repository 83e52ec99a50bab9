import { Button, Flex, Spinner, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { BackIcon } from './direction-icons';
import { ErrorCard } from './error-card';
import { TitledSection } from './titled-section';

/** What the shell needs of an assessment: its status and when it was started. */
export interface ListedAssessment {
  id: string;
  status: string;
  created_at?: string | null;
}

export interface ExtraTab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface AssessmentDashboardProps<T extends ListedAssessment> {
  title: string;
  description: string;
  /** The loading spinner's name and the load error's text. */
  texts: { loading: string; loadFailed: string };
  list: { assessments: T[] | undefined; error: Error | undefined; isLoading: boolean };
  accessLoading: boolean;
  /** Shown instead of the tabs when it returns something (VARK: no assessments and no access). */
  blocked?: (assessments: T[]) => ReactNode;
  /** The Overview tab, given the assessments newest first. */
  overview: (sorted: T[]) => ReactNode;
  /** A list of assessments: every one (Assessments tab) or the completed ones (Results tab). */
  renderList: (assessments: T[], tab: 'assessments' | 'results') => ReactNode;
  /** Tabs after Results (VARK: Pricing). */
  extraTabs?: readonly ExtraTab[];
}

const newestFirst = <T extends ListedAssessment>(list: T[]) => [...list].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));

/**
 * The VARK and DiSC dashboards' shell (ADR 0004): the page with Back, the loading and load-error states,
 * then the tabs Overview, Assessments, Results (and any extra). The tab is kept here, so it survives the
 * list being reloaded.
 */
export function AssessmentDashboard<T extends ListedAssessment>(props: AssessmentDashboardProps<T>) {
  const { title, description, texts, list, accessLoading, blocked, overview, renderList, extraTabs = [] } = props;
  const navigate = useNavigate();
  const [tab, setTab] = useState('overview');
  const { _ } = useLingui();
  const { assessments, error, isLoading } = list;

  let content: ReactNode;
  if ((isLoading && !assessments && !error) || accessLoading) {
    content = (
      <Flex justify="center" py="10">
        <Spinner aria-label={texts.loading} />
      </Flex>
    );
  } else if (error || !assessments) {
    content = <ErrorCard message={texts.loadFailed} />;
  } else {
    content = blocked?.(assessments);
    if (!content) {
      const sorted = newestFirst(assessments);
      const completed = sorted.filter((a) => a.status === 'completed');
      content = (
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
          <Tabs.List>
            <Tabs.Trigger value="overview">{_('assessments.tab.overview')}</Tabs.Trigger>
            <Tabs.Trigger value="assessments">{_('assessments.tab.assessments')}</Tabs.Trigger>
            <Tabs.Trigger value="results">{_('assessments.tab.results')}</Tabs.Trigger>
            {extraTabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" pt="6">
            {overview(sorted)}
          </Tabs.Content>
          <Tabs.Content value="assessments" pt="6">
            <TitledSection title={_('assessments.tab.assessments')}>{renderList(sorted, 'assessments')}</TitledSection>
          </Tabs.Content>
          <Tabs.Content value="results" pt="6">
            <TitledSection title={_('assessments.tab.results')}>{renderList(completed, 'results')}</TitledSection>
          </Tabs.Content>
          {extraTabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value} pt="6">
              {t.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      );
    }
  }

  return (
    <Page
      title={title}
      description={description}
      actions={
        <Button variant="outline" alignSelf={{ base: 'flex-start', md: 'center' }} onClick={() => navigate(paths.home.getHref())}>
          <BackIcon />
          {_('assessments.back')}
        </Button>
      }
    >
      {content}
    </Page>
  );
}
