import { Duration, Validations, type Stack } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Once } from './once';

export interface MessagingProps {
  /** The assistant worker's timeout in seconds, when there is one (the queue's visibility timeout follows it). */
  assistantWorkerTimeout?: number;
  /** The deliveries worker's timeout in seconds, when there is one. */
  deliveryWorkerTimeout?: number;
}

/** A dead-letter queue nothing reads but the operator, kept 14 days. */
function deadLetterQueue(stack: Stack, id: string, reason: string, fifo?: boolean) {
  const queue = new Queue(stack, id, {
    ...(fifo ? { fifo } : {}),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason });
  return queue;
}

/**
 * The stack's queues, each made once a row uses it, as children of the stack (construct paths, hence
 * logical ids, stay `AssistantQueue`, `JobDeadLetters`, …). All are encrypted and refuse non-TLS access.
 */
export class Messaging {
  /** Jobs with a dead-letter queue of their own (`ownDeadLetters`), by the job's construct id. */
  readonly ownJobDeadLetters: { id: string; handler: string; queue: Queue }[] = [];

  constructor(
    private readonly stack: Stack,
    private readonly props: MessagingProps,
  ) {}

  /** FIFO with one group per sender (a conversation is answered in order); dead letters after 5 receives. */
  readonly assistant = new Once(() => {
    const deadLetters = deadLetterQueue(
      this.stack,
      'AssistantDeadLetters',
      'This is the dead-letter queue of the assistant queue; messages that fail 5 times rest here for 14 days for inspection.',
      true,
    );
    const queue = new Queue(this.stack, 'AssistantQueue', {
      fifo: true,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's guidance for Lambda event sources: at least six times the function timeout.
      visibilityTimeout: Duration.seconds(6 * (this.props.assistantWorkerTimeout ?? 30)),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 5 },
    });
    return { queue, deadLetters };
  });

  /** Standard (order does not matter: each reminder and summary is claimed before its send); dead letters after 3 receives. */
  readonly deliveries = new Once(() => {
    const deadLetters = deadLetterQueue(
      this.stack,
      'DeliveryDeadLetters',
      'This is the dead-letter queue of the deliveries queue; batches that fail 3 times rest here for 14 days for inspection.',
    );
    const queue = new Queue(this.stack, 'DeliveryQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(6 * (this.props.deliveryWorkerTimeout ?? 120)),
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: 3 },
    });
    return { queue, deadLetters };
  });

  /** The scheduled jobs' dead-letter queue: undeliverable schedule events and failed runs. */
  readonly jobDeadLetters = new Once(() =>
    deadLetterQueue(
      this.stack,
      'JobDeadLetters',
      'This is the dead-letter queue of the scheduled jobs (EventBridge target and failed Lambda runs); nothing reads it but the operator.',
    ),
  );

  /** A dead-letter queue for one job alone, so its failures are told apart from the others'. */
  ownDeadLetters(id: string, handler: string) {
    const queue = deadLetterQueue(
      this.stack,
      `${id}DeadLetters`,
      `This is the dead-letter queue of the ${handler} job (EventBridge target and failed Lambda runs); nothing reads it but the operator.`,
    );
    this.ownJobDeadLetters.push({ id, handler, queue });
    return queue;
  }
}
