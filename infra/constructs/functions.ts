import type { Stack } from 'aws-cdk-lib';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { RouteRow, TableUse, Use } from '../../functions/routes';
import { ApiFunction } from './api-function';
import { applyUses, type UseContext } from './uses';

export type FunctionAccess = RouteRow['access'] | 'job';
type Uses = RouteRow['uses'];

/** Signed-in routes check the session token; other rows ask for the key with 'jwt'. */
const needsJwt = (access: FunctionAccess, uses: Uses) => access === 'user' || access === 'admin' || (uses?.includes('jwt') ?? false);

export interface FunctionFactoryProps {
  projectRoot: string;
  table: ITable;
  logGroup: ILogGroup;
  /** Every function's environment before its uses add theirs. */
  environment: Record<string, string>;
  uses: UseContext;
}

/**
 * Makes the stack's Lambdas (children of the stack, so their logical ids follow the route, job or worker
 * id alone) with the grants their row asks for.
 */
export class FunctionFactory {
  // Route functions with the same grants share one role: what a role may do is decided by exactly these
  // inputs to make(), so sharing never widens a function's access. Jobs and workers keep their own
  // (their schedule, destination and event source add grants of their own).
  private readonly sharedRoles = new Map<string, Role>();

  constructor(
    private readonly stack: Stack,
    private readonly props: FunctionFactoryProps,
  ) {}

  private roleFor(access: FunctionAccess, table: TableUse, uses: Uses) {
    if (access === 'job') return undefined;
    const grants = JSON.stringify([access === 'public' ? 'public' : 'signedIn', needsJwt(access, uses), table, [...(uses ?? [])].sort()]);
    let role = this.sharedRoles.get(grants);
    if (!role) {
      role = new Role(this.stack, `FunctionRole${this.sharedRoles.size + 1}`, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
        description: `Simplify API functions granted ${grants}`,
      });
      this.sharedRoles.set(grants, role);
    }
    return role;
  }

  make(id: string, handler: string, access: FunctionAccess, table: TableUse, uses: Uses, timeoutSeconds?: number) {
    const { projectRoot, logGroup, environment } = this.props;
    const fn = new ApiFunction(this.stack, id, {
      handler,
      projectRoot,
      timeoutSeconds,
      logGroup,
      role: this.roleFor(access, table, uses),
      environment: { ...environment },
    });
    fn.bindTable(this.props.table, table);
    if (access === 'user' || access === 'admin') fn.allowSessionCheck(this.props.table, table);
    // Jobs are invoked by EventBridge, never through CloudFront.
    if (access !== 'job') fn.bindSecret('ORIGIN_VERIFY_SECRET_ARN', this.props.uses.secrets.originVerify);
    const granted = new Set<Use>(uses);
    if (needsJwt(access, uses)) granted.add('jwt');
    else granted.delete('jwt');
    applyUses(fn, granted, this.props.uses);
    return fn;
  }
}
