import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { refusals } from '../../functions/documents/extract';
import { samplePdf } from '../../scripts/local/sample-pdf';
import { PASSWORD, signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { adultMember, childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
import { allItems } from '../helpers/table';

const LETTER = samplePdf([['Term dates', 'Sports day 12 June 2027 at 9:00', 'Inset day 1 July 2027']]);
const upload = (token: string, memberId: string, bytes: Buffer, fileName = 'letter.pdf') =>
  api.post(`/api/family-members/${memberId}/documents`, { fileName, contentType: 'application/pdf', dataBase64: bytes.toString('base64') }, { token });

async function parentWithChild() {
  const u = await signedUpUser({ timezone: 'Europe/London' });
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: u.token })).body;
  return { ...u, mia };
}
async function storedFiles(userId: string) {
  return (await readdir(`${process.env.DOCUMENTS_DIR}/users/${userId}`, { recursive: true, withFileTypes: true }).catch(() => [])).filter((f) => f.isFile());
}

describe('documents on the web', () => {
  it('uploads a PDF, lists it with its found dates, and adds the chosen ones to the calendar once', async () => {
    const u = await parentWithChild();
    const res = await upload(u.token, u.mia.id, LETTER);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      family_member_id: u.mia.id,
      file_name: 'letter.pdf',
      mime_type: 'application/pdf',
      status: 'ready',
      failure_reason: null,
      source: 'web',
      found_dates: [
        { title: 'Sports day', date: '2027-06-12', time: '09:00' },
        { title: 'Inset day', date: '2027-07-01', time: null },
      ],
    });
    expect(res.body.storage_key).toBeUndefined();
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    const list = await api.get(`/api/family-members/${u.mia.id}/documents`, { token: u.token });
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([res.body.id]);

    // Nothing is in the calendar until the parent chooses.
    expect((await allItems()).filter((i) => i.entity === 'event' && i.pk === `USER#${u.user.id}`)).toEqual([]);
    const added = await api.post(`/api/documents/${res.body.id}/events`, { numbers: [2] }, { token: u.token });
    expect(added.status).toBe(200);
    expect(added.body.added).toBe(1);
    expect(added.body.document.found_dates[1].eventId).toEqual(expect.any(String));
    expect(added.body.document.found_dates[0].eventId).toBeUndefined();
    const again = await api.post(`/api/documents/${res.body.id}/events`, { numbers: [1, 2] }, { token: u.token });
    expect(again.body.added).toBe(1);
    const events = (await allItems()).filter((i) => i.entity === 'event' && i.pk === `USER#${u.user.id}`);
    expect(events.map((e) => [e.title, e.date, e.time, e.familyMemberId]).sort()).toEqual([
      ['Inset day', '2027-07-01', null, u.mia.id],
      ['Sports day', '2027-06-12', '09:00', u.mia.id],
    ]);
    expect((await api.post(`/api/documents/${res.body.id}/events`, { numbers: [3] }, { token: u.token })).status).toBe(400);
    expect((await api.post(`/api/documents/${res.body.id}/events`, { numbers: [] }, { token: u.token })).status).toBe(400);
  });

  it('refuses files by their bytes and size with a 400 and stores nothing; unreadable PDFs end failed without a file', async () => {
    const u = await parentWithChild();
    const zip = await upload(u.token, u.mia.id, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(64)]), 'homework.pdf');
    expect(zip.status).toBe(400);
    expect(zip.body.error).toBe(refusals.zip());
    const big = await upload(u.token, u.mia.id, Buffer.alloc(4 * 1024 * 1024 + 1, 0x41), 'big.txt');
    expect(big.status).toBe(400);
    expect(big.body.error).toBe(
      'That file is 4.1 MB; documents can be at most 4 MB. Please send a smaller file, for example a PDF of just the pages with the dates.',
    );
    const huge = await api.post(`/api/family-members/${u.mia.id}/documents`, { fileName: 'x.pdf', dataBase64: 'A'.repeat(6_000_000) }, { token: u.token });
    expect(huge.status).toBe(413);
    expect((await upload(u.token, u.mia.id, Buffer.from('%PDF-'), 'bad')).body).toMatchObject({ status: 'failed', failure_reason: refusals.damaged() });
    expect((await api.post(`/api/family-members/${u.mia.id}/documents`, { fileName: 'x.pdf', dataBase64: 'not base64!' }, { token: u.token })).status).toBe(
      400,
    );
    expect((await allItems()).filter((i) => i.entity === 'document' && i.user_id === u.user.id && i.status !== 'failed')).toEqual([]);

    const locked = await upload(u.token, u.mia.id, samplePdf([['1 May 2027']], { encrypted: true }));
    expect(locked.status).toBe(201);
    expect(locked.body).toMatchObject({ status: 'failed', failure_reason: refusals.encrypted(), found_dates: [] });
    const scan = await upload(u.token, u.mia.id, samplePdf([['x']], { textLayer: false }));
    expect(scan.body).toMatchObject({ status: 'failed', failure_reason: refusals.noText() });
    expect(await storedFiles(u.user.id)).toEqual([]);
    expect((await api.post(`/api/documents/${scan.body.id}/events`, { numbers: [1] }, { token: u.token })).status).toBe(400);
  });

  it('answers 404 to another account for every document route, and deletes with the file', async () => {
    const u = await parentWithChild();
    const other = await signedUpUser();
    const doc = (await upload(u.token, u.mia.id, LETTER)).body;
    expect((await api.get(`/api/family-members/${u.mia.id}/documents`, { token: other.token })).status).toBe(404);
    expect((await upload(other.token, u.mia.id, LETTER)).status).toBe(404);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: other.token })).status).toBe(404);
    expect((await api.post(`/api/documents/${doc.id}/events`, { numbers: [1] }, { token: other.token })).status).toBe(404);
    expect((await api.get(`/api/family-members/${u.mia.id}/documents`)).status).toBe(401);
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    expect((await allItems()).filter((i) => i.entity === 'event' && i.pk === `USER#${u.user.id}`)).toEqual([]);

    expect((await api.delete(`/api/documents/${doc.id}`, { token: u.token })).status).toBe(200);
    expect(await storedFiles(u.user.id)).toEqual([]);
    expect((await api.get(`/api/family-members/${u.mia.id}/documents`, { token: u.token })).body).toEqual([]);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: u.token })).status).toBe(404);
  });

  it('lets a linked account read a shared child’s documents, but not upload, add dates or delete', async () => {
    const u = await parentWithChild();
    const partner = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: partner.email, relationshipType: 'spouse' }, { token: u.token });
    const invite = linkIn(await waitForEmail(partner.email, /invited you/), '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/accept/${invite}`, undefined, { token: partner.token })).status).toBe(200);
    const doc = (await upload(u.token, u.mia.id, LETTER)).body;
    const seen = await api.get(`/api/family-members/${u.mia.id}/documents`, { token: partner.token });
    expect(seen.status).toBe(200);
    expect(seen.body.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await upload(partner.token, u.mia.id, LETTER)).status).toBe(404);
    expect((await api.post(`/api/documents/${doc.id}/events`, { numbers: [1] }, { token: partner.token })).status).toBe(404);
    expect((await api.delete(`/api/documents/${doc.id}`, { token: partner.token })).status).toBe(404);
    expect(await storedFiles(u.user.id)).toHaveLength(1);
  });

  it('deleting the member deletes its documents and their files; other members keep theirs', async () => {
    const u = await parentWithChild();
    const sam = (await api.post('/api/family-members', adultMember({ name: 'Sam Okafor' }), { token: u.token })).body;
    await upload(u.token, u.mia.id, LETTER);
    await upload(u.token, sam.id, LETTER);
    expect(await storedFiles(u.user.id)).toHaveLength(2);
    expect((await api.delete(`/api/family-members/${u.mia.id}`, { token: u.token })).status).toBe(200);
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    expect((await allItems()).filter((i) => i.entity === 'document' && i.user_id === u.user.id).map((d) => d.family_member_id)).toEqual([sam.id]);
  });

  it('closing the account deletes every document and stored file', async () => {
    const u = await parentWithChild();
    await upload(u.token, u.mia.id, LETTER);
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect(await storedFiles(u.user.id)).toEqual([]);
    expect((await allItems()).filter((i) => i.entity === 'document' && i.user_id === u.user.id)).toEqual([]);
  });
});
