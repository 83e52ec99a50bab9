/**
 * The one route table. The CDK stack makes one API Gateway route and one Lambda per row,
 * the local HTTP adapter serves the same rows, and the handler wrapper enforces `access`
 * by looking the request's route key up here.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'admin';
/** Which table actions the function needs: its IAM grant is derived from this. */
export type TableUse = 'none' | 'read' | 'write';

export interface RouteRow {
  method: HttpMethod;
  /** API Gateway path syntax: `{id}` marks a path parameter. */
  path: string;
  /** Handler module under `functions/`, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  table: TableUse;
  /** Secrets and services the function uses beyond the table (routes with access user/admin always get 'jwt'). */
  uses?: ReadonlyArray<'mail' | 'stripe' | 'jwt'>;
}

export const routes: readonly RouteRow[] = [
  { method: 'GET', path: '/api/health', handler: 'system/health', access: 'public', table: 'read' },
];

/** The handler the stack and the adapter use for every path that matches no row. */
export const notFoundHandler = 'system/not-found';

export const routeKey = (r: Pick<RouteRow, 'method' | 'path'>) => `${r.method} ${r.path}`;

const byKey = new Map(routes.map((r) => [routeKey(r), r]));
export const findRouteByKey = (key: string): RouteRow | undefined => byKey.get(key);

/** Scheduled jobs: EventBridge rules in AWS, timers in `npm start`. */
export interface JobRow {
  handler: string;
  everyMinutes: number;
  table: TableUse;
  uses?: ReadonlyArray<'mail' | 'stripe' | 'jwt'>;
}
export const scheduledJobs: readonly JobRow[] = [];
