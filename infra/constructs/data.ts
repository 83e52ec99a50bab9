import { Duration, RemovalPolicy, Validations, type Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, StorageClass } from 'aws-cdk-lib/aws-s3';
import { TABLE } from '../../functions/data/table-definition';

/** The one table (functions/data/table-definition.ts), a child of the stack so its logical id stays `Table…`. */
export function createTable(stack: Stack): Table {
  const table = new Table(stack, 'Table', {
    partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
    sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: TABLE.ttlAttribute,
    encryption: TableEncryption.AWS_MANAGED,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  for (const index of TABLE.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
    });
  }
  return table;
}

/**
 * School documents: private, encrypted, TLS only. Files live as long as their record (deleting a document,
 * its member or the account deletes them); the lifecycle rule moves month-old files to infrequent access
 * and clears unfinished uploads.
 */
export function createDocumentsBucket(stack: Stack): Bucket {
  const bucket = new Bucket(stack, 'DocumentsBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [
      {
        id: 'documents',
        abortIncompleteMultipartUploadAfter: Duration.days(1),
        transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }],
      },
    ],
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      'Only the API functions read and write it, each request is logged by the function (who, which route); server access logs would duplicate that at extra cost.',
  });
  return bucket;
}
