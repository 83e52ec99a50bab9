import { Button, Card, Flex, Heading, Progress, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { progressRecipe, radioGroupRecipe } from './assessment-recipes';
import { NextIcon } from './direction-icons';

/**
 * One assessment question (VARK and DiSC take screens): progress, the question as the label of a
 * group of four radio answers (native radios: arrow keys move, Space selects), and Next or
 * Complete Assessment on the last question.
 *
 * The app's theme carries only the recipes it uses, so Progress and RadioGroup get theirs from
 * assessment-recipes.ts.
 */

export interface AnswerOption {
  value: string;
  label: string;
}

export interface QuestionStepProps {
  questionId: string;
  question: string;
  /** DiSC shows the question's category above it. */
  category?: string | null;
  answers: readonly AnswerOption[];
  questionNumber: number;
  totalQuestions: number;
  selected: string | null;
  onSelect: (value: string) => void;
  onNext: () => void;
  submitting: boolean;
}

/** Progress percent is the question number over the total (docs/decisions/0004). */
export function progressPercent(questionNumber: number, totalQuestions: number): number {
  if (!totalQuestions || totalQuestions <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((questionNumber / totalQuestions) * 100)));
}

export function isLastQuestion(questionNumber: number, totalQuestions: number): boolean {
  return questionNumber >= totalQuestions;
}

export function QuestionStep(props: QuestionStepProps) {
  const { questionId, question, category, answers, questionNumber, totalQuestions, selected, onSelect, onNext, submitting } = props;
  const percent = progressPercent(questionNumber, totalQuestions);
  const last = isLastQuestion(questionNumber, totalQuestions);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstQuestion = useRef(questionId);
  const { _ } = useLingui();
  const position = { number: questionNumber, total: totalQuestions };

  // After Next, move focus to the new question so screen readers announce it.
  useEffect(() => {
    if (firstQuestion.current !== questionId) headingRef.current?.focus();
  }, [questionId]);

  return (
    <Card.Root as="section" aria-label={_('assessments.question.region')} bg="white">
      <Card.Body gap="6">
        <Progress.Root recipe={progressRecipe} value={percent} max={100}>
          <Flex justify="space-between" mb="2" fontSize="sm" color="fg.muted">
            <Text>{_('assessments.question.position', position)}</Text>
            <Text>{percent}%</Text>
          </Flex>
          <Progress.Track aria-label={_('assessments.question.progress')} aria-valuetext={_('assessments.question.progressValue', { ...position, percent })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        <RadioGroup.Root
          key={questionId}
          recipe={radioGroupRecipe}
          name={`answer-${questionId}`}
          value={selected}
          onValueChange={(details) => {
            if (details.value) onSelect(details.value);
          }}
        >
          <Stack gap="4">
            <Stack gap="1">
              {category && (
                // Spacing letters apart would break the joined letters of an Arabic category.
                <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" _rtl={{ letterSpacing: 'normal' }} color="teal.800">
                  {category}
                </Text>
              )}
              <RadioGroup.Label asChild>
                <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'teal.700' }}>
                  {question}
                </Heading>
              </RadioGroup.Label>
            </Stack>
            <Stack gap="3">
              {answers.map((answer) => (
                <RadioGroup.Item
                  key={answer.value}
                  value={answer.value}
                  alignItems="flex-start"
                  gap="3"
                  p="4"
                  borderWidth="1px"
                  borderColor="gray.300"
                  borderRadius="md"
                  cursor="pointer"
                  _hover={{ bg: 'gray.50' }}
                  _checked={{ borderColor: 'teal.700', bg: 'teal.50' }}
                  css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' } }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText fontSize="md" fontWeight="normal" color="fg">
                    {answer.label}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </Stack>
        </RadioGroup.Root>

        <Flex justify="flex-end">
          <Button
            onClick={onNext}
            loading={submitting}
            loadingText={last ? _('assessments.question.finishing') : _('assessments.question.saving')}
            bg="teal.700"
            color="white"
            _hover={{ bg: 'teal.800' }}
          >
            {last ? (
              _('assessments.question.finish')
            ) : (
              <>
                {_('assessments.question.next')}
                <NextIcon />
              </>
            )}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
