import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentView } from '../../../../../shared/schemas/documents';
import { mockApi, renderApp, sampleUser } from '../../../test/render';
import { makeMember } from '../../../test/sample-member';

const child = makeMember({ id: 'c1', name: 'Mia Lee', relationship: 'daughter', date_of_birth: '2016-04-02', dateOfBirth: '2016-04-02' });
const doc = (over: Partial<DocumentView> = {}): DocumentView => ({
  id: 'd1',
  family_member_id: 'c1',
  file_name: 'term-letter.pdf',
  mime_type: 'application/pdf',
  file_size: 1200,
  status: 'ready',
  failure_reason: null,
  source: 'whatsapp',
  found_dates: [
    { title: 'Sports day', date: '2027-06-12', time: '09:00' },
    { title: 'Inset day', date: '2027-07-01', time: null },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the Documents section of the member view', () => {
  it('lists documents with status and found dates, and adds only the checked dates', async () => {
    localStorage.setItem('auth_token', 'tok');
    let current = doc();
    const { calls } = mockApi({
      'GET /api/auth/user': { body: sampleUser },
      'GET /api/family-members/c1': { body: child },
      'GET /api/family-members/c1/documents': () => ({
        body: [current, doc({ id: 'd2', file_name: 'scan.pdf', status: 'failed', failure_reason: 'That PDF has no text I can read.', found_dates: [] })],
      }),
      'POST /api/documents/d1/events': (call) => {
        const numbers = (call.body as { numbers: number[] }).numbers;
        current = doc({
          found_dates: current.found_dates.map((d, i) => (numbers.includes(i + 1) ? { ...d, eventId: `e${i}` } : d)),
          updated_at: '2026-11-20T10:01:00.000Z',
        });
        return { body: { added: numbers.length, document: current } };
      },
    });
    renderApp('/family/c1');
    expect(await screen.findByRole('heading', { name: 'Documents' }, { timeout: 15_000 })).toBeTruthy();
    const letter = await screen.findByRole('listitem', { name: 'term-letter.pdf' });
    expect(within(letter).getByText('Ready')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'scan.pdf' })).getByText('That PDF has no text I can read.')).toBeTruthy();
    // Both dates start checked; the parent unchecks the second: only date 1 is sent.
    const box = within(letter).getByRole('checkbox', { name: /Inset day/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    // The checkbox machine reports the change after the event; let it settle before pressing the button.
    await act(async () => new Promise((ok) => setTimeout(ok, 0)));
    expect(box.checked).toBe(false);
    fireEvent.click(within(letter).getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByText('Added 1 date to the calendar.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ numbers: [1] }]);
    await waitFor(() => expect(screen.getByText(/Sports day.*in the calendar/)).toBeTruthy());
  });

  it('uploads a chosen file as base64 and shows the server’s reason for a refused one', async () => {
    localStorage.setItem('auth_token', 'tok');
    const { calls } = mockApi({
      'GET /api/auth/user': { body: sampleUser },
      'GET /api/family-members/c1': { body: child },
      'GET /api/family-members/c1/documents': { body: [] },
      'POST /api/family-members/c1/documents': (call) =>
        (call.body as { fileName: string }).fileName === 'fake.pdf'
          ? { status: 400, body: { error: 'That file is a zip archive (whatever its name says).' } }
          : { status: 201, body: doc({ source: 'web' }) },
    });
    renderApp('/family/c1');
    expect(await screen.findByText('No documents yet.', {}, { timeout: 15_000 })).toBeTruthy();
    const input = screen.getByLabelText('Upload a document') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Sports day 12 June'], 'letter.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ fileName: 'letter.txt', contentType: 'text/plain', dataBase64: btoa('Sports day 12 June') });
    fireEvent.change(input, { target: { files: [new File(['PK'], 'fake.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('That file is a zip archive (whatever its name says).')).toBeTruthy();
    // Too big is refused in the browser, before anything is sent.
    const before = calls.length;
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('That file is too large: documents can be at most 4 MB.')).toBeTruthy();
    expect(calls.slice(before).filter((c) => c.method === 'POST')).toEqual([]);
  });
});
