import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { samplePdf } from '../../scripts/local/sample-pdf';
import { checkFile, DocumentRefused, documentText, findDates, refusals, sniffType } from './extract';

// A model is configured for this file only (config is read once per test file): photos go to Bedrock, mocked.
process.env.ASSISTANT_MODEL_ID = 'anthropic.claude-3-5-haiku-20241022-v1:0';
const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DocumentRefused ? error.reason : `not a refusal: ${String(error)}`;
  }
  return 'accepted';
};

describe('document checks', () => {
  it('decides the type by the first bytes, never the name', () => {
    expect(sniffType(samplePdf([['x']]))).toBe('application/pdf');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1]))).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('zip');
    expect(sniffType(Buffer.from('Sports day 12 June, café ☀️'))).toBe('text/plain');
    expect(sniffType(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toBeNull();
    expect(sniffType(Buffer.from([0xc3, 0x28]))).toBeNull(); // not UTF-8
  });

  it('refuses by size (4 MB exactly is allowed), emptiness and type', () => {
    expect(refusal(() => checkFile(Buffer.alloc(4 * 1024 * 1024, 0x41)))).toBe('accepted');
    expect(refusal(() => checkFile(Buffer.alloc(4 * 1024 * 1024 + 1, 0x41)))).toBe(refusals.tooBig(4 * 1024 * 1024 + 1));
    expect(refusal(() => checkFile(Buffer.alloc(0)))).toBe(refusals.empty());
    expect(refusal(() => checkFile(Buffer.from('PK\x03\x04', 'latin1')))).toBe(refusals.zip());
    expect(refusal(() => checkFile(Buffer.from([0, 1, 2, 3])))).toBe(refusals.unsupported());
  });
});

describe('text and dates', () => {
  it('reads a photo through the configured model, and refuses when it answers nothing or fails', async () => {
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: 'Swimming gala 5 May 2027 at 2pm' }] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      metrics: { latencyMs: 1 },
    });
    expect(await documentText(PNG, 'image/png')).toBe('Swimming gala 5 May 2027 at 2pm');
    const sent = bedrock.commandCalls(ConverseCommand)[0].args[0].input;
    expect(sent.modelId).toBe(process.env.ASSISTANT_MODEL_ID);
    expect(sent.messages![0].content![0]).toMatchObject({ image: { format: 'png' } });

    bedrock.reset();
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: '  ' }] } },
      stopReason: 'end_turn',
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
      metrics: { latencyMs: 1 },
    });
    await expect(documentText(PNG, 'image/png')).rejects.toThrow(refusals.imageUnreadable());
    bedrock.reset();
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    await expect(documentText(PNG, 'image/png')).rejects.toThrow('slow down');
  });

  it('finds one date per line, today or later, titled by the words before it', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const text = [
      'Dear parents,',
      'Sports day 12 June 2027 at 9:00, on the field.',
      'Last term ended 1 July 2026.',
      'On 3 March 2027: parents evening at 6pm',
      'Trip 14/04/2027',
    ].join('\n');
    expect(findDates(text, 'Europe/London', now, 'letter')).toEqual([
      { title: 'Sports day', date: '2027-06-12', time: '09:00' },
      { title: 'Parents evening', date: '2027-03-03', time: '18:00' },
      { title: 'Trip', date: '2027-04-14', time: null },
    ]);
  });
});
