import { Button, Flex, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { VARK_STYLES, type VarkReport } from '../../../../../shared/assessments/types';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { translateKnown } from '../../../i18n/known-text';
import { answerVarkAssessment, fetchVarkAssessment, startVarkAssessment, VARK_ASSESSMENTS_KEY, type VarkAssessment, type VarkQuestionView } from '../api/vark';
import { BackToList } from '../../assessments/components/back-to-list';
import { ErrorCard } from '../../assessments/components/error-card';
import { QuestionStep, type AnswerOption } from '../../assessments/components/question-step';
import { VarkResultsView } from '../components/vark-results-view';
import { resultsHref } from '../lib/vark-hrefs';
import { asVarkAgeGroup, assessmentScores, varkProfile } from '../lib/vark-profile';

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'question'; assessment: VarkAssessment; question: VarkQuestionView; number: number; total: number }
  | { kind: 'done'; assessment: VarkAssessment; report: VarkReport | null };

/** Answers in the question object's key order (which varies on purpose). */
function answerOptions(question: VarkQuestionView): AnswerOption[] {
  return Object.entries(question.answers)
    .filter(([key, text]) => (VARK_STYLES as readonly string[]).includes(key) && typeof text === 'string')
    .map(([value, label]) => ({ value, label: label as string }));
}

/** /vark-assessment/take?familyMemberId=&ageGroup=[&resumeId=] (docs/decisions/0004). */
export function VarkTakeScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const familyMemberId = params.get('familyMemberId');
  const ageGroup = params.get('ageGroup') === '13-18' ? '13-18' : '6-12';
  const resumeId = params.get('resumeId');
  const { _ } = useLingui();

  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Every answer given so far, by question id; sent with each save (the server merges them). */
  const answers = useRef(new Map<string, string>());
  /** Start creates an assessment, so it runs once per address even when effects run twice (StrictMode). */
  const begun = useRef<string | null>(null);

  useEffect(() => {
    const startKey = resumeId ? `resume:${resumeId}` : `start:${familyMemberId}:${ageGroup}`;
    if (begun.current === startKey) return;
    begun.current = startKey;
    answers.current = new Map();
    setSelected(null);
    setPhase({ kind: 'loading' });

    if (resumeId) {
      void (async () => {
        try {
          const detail = await fetchVarkAssessment(resumeId);
          for (const r of detail.responses ?? []) answers.current.set(r.questionId, r.answer);
          if (detail.status === 'completed') {
            setPhase({ kind: 'done', assessment: detail, report: detail.report ?? null });
          } else if (detail.currentQuestion) {
            setPhase({
              kind: 'question',
              assessment: detail,
              question: detail.currentQuestion,
              number: detail.questionNumber,
              total: detail.totalQuestions ?? 20,
            });
          } else {
            navigate(resultsHref(detail.id), { replace: true });
          }
        } catch {
          setPhase({ kind: 'failed' });
        }
      })();
      return;
    }

    if (!familyMemberId) {
      setPhase({ kind: 'failed' });
      return;
    }

    void (async () => {
      try {
        const step = await startVarkAssessment(familyMemberId, ageGroup);
        void mutate(VARK_ASSESSMENTS_KEY);
        if (!step.currentQuestion) {
          navigate(resultsHref(step.assessment.id), { replace: true });
          return;
        }
        // The address now names this assessment, so a reload resumes it instead of starting another.
        begun.current = `resume:${step.assessment.id}`;
        const next = new URLSearchParams(params);
        next.set('resumeId', step.assessment.id);
        navigate({ search: `?${next.toString()}` }, { replace: true });
        setPhase({ kind: 'question', assessment: step.assessment, question: step.currentQuestion, number: step.questionNumber, total: step.totalQuestions });
      } catch (error) {
        if (errorStatus(error) === 403) {
          notify({
            title: _('assessments.upgradeRequired'),
            description: translateKnown(serverErrorMessage(error)) ?? _('assessments.vark.upgradeText'),
            type: 'destructive',
          });
          navigate(paths.upgrade.getHref(), { replace: true });
          return;
        }
        notify({ title: _('assessments.error'), description: _('assessments.startFailed'), type: 'destructive' });
        navigate(paths.vark.getHref(), { replace: true });
      }
    })();
    // `params` is read only to carry the other query values along into the resume address.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: a change of params alone must not restart
  }, [resumeId, familyMemberId, ageGroup, navigate, mutate]);

  const next = async () => {
    if (phase.kind !== 'question' || submitting) return;
    if (!selected) {
      notify({ title: _('assessments.selectAnswer'), description: _('assessments.vark.chooseAnswer'), type: 'destructive' });
      return;
    }
    const { assessment, question, number } = phase;
    answers.current.set(question.id, selected);
    setSubmitting(true);
    try {
      const result = await answerVarkAssessment(assessment.id, {
        currentQuestionIndex: number,
        responses: [...answers.current].map(([questionId, answer]) => ({ questionId, answer })),
      });
      setSubmitting(false);
      if (result.completed) {
        void mutate(VARK_ASSESSMENTS_KEY);
        const name = result.assessment.member_name?.trim();
        notify({
          title: _('assessments.complete'),
          description: name ? _('assessments.vark.readyNamed', { name }) : _('assessments.vark.ready'),
          type: 'success',
        });
        setPhase({ kind: 'done', assessment: result.assessment, report: result.report ?? result.assessment.report ?? null });
        return;
      }
      if (!result.currentQuestion) {
        // Neither a next question nor a completion flag: show the saved results by id.
        navigate(resultsHref(assessment.id));
        return;
      }
      setSelected(null);
      setPhase({
        kind: 'question',
        assessment: result.assessment ?? assessment,
        question: result.currentQuestion,
        number: result.questionNumber,
        total: result.totalQuestions ?? phase.total,
      });
    } catch {
      answers.current.delete(question.id);
      setSubmitting(false);
      notify({ title: _('assessments.error'), description: _('assessments.submitFailed'), type: 'destructive' });
    }
  };

  let content;
  let description = _('assessments.vark.takeDescription');
  if (phase.kind === 'loading') {
    content = (
      <Flex justify="center" py="10">
        <Spinner aria-label={_('assessments.loadingAssessment')} />
      </Flex>
    );
  } else if (phase.kind === 'failed') {
    content = (
      <ErrorCard message={_('assessments.vark.loadFailedShort')}>
        <Button alignSelf="flex-start" variant="outline" onClick={() => navigate(paths.vark.getHref())}>
          {_('assessments.vark.goBack')}
        </Button>
      </ErrorCard>
    );
  } else if (phase.kind === 'question') {
    const name = phase.assessment.member_name?.trim();
    if (name) description = _('assessments.nameAndAges', { name, ageGroup: phase.assessment.age_group ?? ageGroup });
    content = (
      <QuestionStep
        questionId={phase.question.id}
        question={phase.question.question}
        answers={answerOptions(phase.question)}
        questionNumber={phase.number}
        totalQuestions={phase.total}
        selected={selected}
        onSelect={setSelected}
        onNext={() => void next()}
        submitting={submitting}
      />
    );
  } else {
    const scores = assessmentScores(phase.assessment);
    description = _('assessments.vark.resultsReady');
    content = scores ? (
      <VarkResultsView
        name={phase.assessment.member_name ?? ''}
        ageGroup={asVarkAgeGroup(phase.assessment.age_group ?? ageGroup)}
        profile={varkProfile({
          scores,
          percentages: phase.assessment.percentages,
          isMultimodal: phase.assessment.isMultimodal ?? phase.assessment.is_multimodal,
          styleLabel: phase.assessment.styleLabel,
          totalQuestions: phase.assessment.totalQuestions,
        })}
        storedReport={phase.report}
        completedAt={phase.assessment.completed_at}
      />
    ) : (
      <ErrorCard message={_('assessments.incomplete')} />
    );
  }

  return (
    <Page title={_('assessments.vark.takeTitle')} description={description} actions={<BackToList to={paths.vark.getHref()} />}>
      {content}
    </Page>
  );
}

export default VarkTakeScreen;
