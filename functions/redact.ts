/**
 * Secrets never reach the logs. A path parameter named like a secret is replaced by its name; on paths
 * that match no route, any long random-looking segment is. Query values of secret-looking names are
 * dropped, and error texts lose anything shaped like a token or a JWT.
 */
const SECRET_NAME = /token|secret|password|code|key|sig|jwt|auth/i;
const REDACTED = '[redacted]';

export function redactPath(rawPath: string, template?: string): string {
  const parts = rawPath.split('/');
  const names = template?.split('/');
  return parts
    .map((part, i) => {
      const param = names && names.length === parts.length ? /^\{(.+)\}$/.exec(names[i])?.[1] : undefined;
      if (param) return SECRET_NAME.test(param) ? `{${param}}` : part;
      return !names && /^[A-Za-z0-9_.~%-]{20,}$/.test(part) ? REDACTED : part;
    })
    .join('/');
}

export function redactQuery(query: Record<string, string | undefined> | undefined): Record<string, string> | undefined {
  if (!query || Object.keys(query).length === 0) return undefined;
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, SECRET_NAME.test(k) ? REDACTED : redactText(String(v ?? '').slice(0, 100))]));
}

export const redactText = (text: string) =>
  text.replace(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED).replace(/[A-Za-z0-9_-]{32,}/g, REDACTED);
