/** Read emails from the aws-ses-v2-local mail catcher. */
export interface CaughtEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function emailsTo(address: string, mailUrl = process.env.MAIL_URL!): Promise<CaughtEmail[]> {
  const res = await fetch(`${mailUrl}/store`);
  const data = (await res.json()) as { emails: CaughtEmail[] };
  return data.emails.filter((e) => e.destination.to.some((t) => t.toLowerCase().includes(address.toLowerCase())));
}

/** Wait for the newest email to an address matching the subject, and return it. */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  opts: { after?: number; mailUrl?: string; timeoutMs?: number } = {},
): Promise<CaughtEmail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await emailsTo(address, opts.mailUrl)).filter((e) => subject.test(e.subject) && e.at >= (opts.after ?? 0));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) throw new Error(`No email to ${address} matching ${subject} arrived`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in an email's text part that starts with the given path. */
export function linkIn(email: CaughtEmail, path: string): string {
  const text = email.body.text ?? '';
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`No ${path} link in email "${email.subject}"`);
  return match[0];
}
