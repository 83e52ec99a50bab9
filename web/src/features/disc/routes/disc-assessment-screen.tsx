import { Button, Flex, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { DISC_STYLES } from '../../../../../shared/assessments/types';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { BackToList } from '../../assessments/components/back-to-list';
import { ErrorCard } from '../../assessments/components/error-card';
import { QuestionStep, type AnswerOption } from '../../assessments/components/question-step';
import { answerDiscAssessment, DISC_ASSESSMENTS_KEY, discCurrentKey, type DiscCurrent, type DiscQuestionView } from '../api/disc';
import { DiscResultsView } from '../components/disc-results-view';

function answerOptions(question: DiscQuestionView): AnswerOption[] {
  return Object.entries(question.answers)
    .filter(([key, text]) => (DISC_STYLES as readonly string[]).includes(key) && typeof text === 'string')
    .map(([value, label]) => ({ value, label: label as string }));
}

/**
 * /disc-assessment/{id}/take and /disc-assessment/{id}/results (docs/decisions/0004): the current question until the assessment is complete, then the results.
 */
export function DiscAssessmentScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { mutate: mutateGlobal } = useSWRConfig();
  const key = id ? discCurrentKey(id) : null;
  const { data, isLoading, mutate } = useSWR<DiscCurrent>(key);
  /** The chosen answer, tied to its question so that a refetched, different question starts blank. */
  const [choice, setChoice] = useState<{ questionId: string; value: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { _ } = useLingui();
  const questionId = data?.currentQuestion?.id ?? null;
  const selected = choice && choice.questionId === questionId ? choice.value : null;

  const next = async () => {
    if (!data?.currentQuestion || submitting) return;
    if (!selected) {
      notify({ title: _('assessments.selectAnswer'), description: _('assessments.disc.selectAnswerText'), type: 'destructive' });
      return;
    }
    const question = data.currentQuestion;
    setSubmitting(true);
    try {
      const result = await answerDiscAssessment(id, {
        currentQuestionIndex: data.questionNumber,
        responses: [{ questionId: question.id, answer: selected }],
      });
      setChoice(null);
      if (result.completed || result.assessment?.status === 'completed') {
        await mutate(
          { assessment: result.assessment, currentQuestion: null, questionNumber: result.questionNumber, totalQuestions: result.totalQuestions },
          { revalidate: false },
        );
        void mutateGlobal(DISC_ASSESSMENTS_KEY);
        notify({ title: _('assessments.complete'), description: _('assessments.disc.ready'), type: 'success' });
      } else if (result.currentQuestion) {
        await mutate(result, { revalidate: false });
      } else {
        await mutate();
      }
    } catch {
      notify({ title: _('assessments.error'), description: _('assessments.submitFailed'), type: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  let content;
  let description = _('assessments.disc.takeDescription');
  if (!data && isLoading) {
    content = (
      <Flex justify="center" py="10">
        <Spinner aria-label={_('assessments.loadingAssessment')} />
      </Flex>
    );
  } else if (!data?.assessment) {
    content = (
      <ErrorCard message={_('assessments.disc.loadFailedRetry')}>
        <Button alignSelf="flex-start" variant="outline" onClick={() => navigate(paths.disc.getHref())}>
          {_('assessments.backToDashboard')}
        </Button>
      </ErrorCard>
    );
  } else if (data.currentQuestion && data.assessment.status !== 'completed') {
    const current = data.currentQuestion;
    const name = data.assessment.member_name?.trim();
    if (name) description = data.assessment.age_group ? _('assessments.nameAndAges', { name, ageGroup: data.assessment.age_group }) : name;
    content = (
      <QuestionStep
        questionId={current.id}
        category={current.category}
        question={current.question}
        answers={answerOptions(current)}
        questionNumber={data.questionNumber}
        totalQuestions={data.totalQuestions || data.assessment.totalQuestions || 20}
        selected={selected}
        onSelect={(value) => setChoice({ questionId: current.id, value })}
        onNext={() => void next()}
        submitting={submitting}
      />
    );
  } else {
    description = _('assessments.disc.resultsDescription');
    content = <DiscResultsView assessment={data.assessment} />;
  }

  return (
    <Page title={_('assessments.disc.takeTitle')} description={description} actions={<BackToList to={paths.disc.getHref()} />}>
      {content}
    </Page>
  );
}

export default DiscAssessmentScreen;
