import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { patchOf } from './common';
import { EventUpdateSchema, TodoUpdateSchema } from './calendar';
import { MemberUpdateSchema } from './family';

describe('patchOf', () => {
  const shape = {
    name: z.string().trim().min(1, 'Name is required'),
    done: z.boolean().default(false),
    size: z.coerce.number().int('Whole numbers only').default(3),
  };

  it('makes every field optional and adds no defaults', () => {
    expect(patchOf(shape).parse({})).toEqual({});
    expect(patchOf(shape).parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(patchOf(shape).parse({ size: '4' })).toEqual({ size: 4 });
  });

  it('keeps each field’s checks and messages', () => {
    const result = patchOf(shape).safeParse({ name: ' ', size: 1.5, done: 'yes' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ name: 'Name is required', size: 'Whole numbers only' });
    expect(messages.done).toBeTruthy();
  });

  it('leaves the full schema’s defaults alone', () => {
    expect(z.object(shape).parse({ name: 'Ada' })).toEqual({ name: 'Ada', done: false, size: 3 });
  });

  it('the update schemas return only the fields sent', () => {
    expect(TodoUpdateSchema.parse({ task: 'Pack bag' })).toEqual({ task: 'Pack bag' });
    expect(TodoUpdateSchema.parse({ isCompleted: true })).toEqual({ isCompleted: true });
    expect(EventUpdateSchema.parse({ title: 'Swimming' })).toEqual({ title: 'Swimming' });
    expect(MemberUpdateSchema.parse({ dateOfBirth: '2016-04-02' })).toEqual({ date_of_birth: '2016-04-02' });
    expect(EventUpdateSchema.safeParse({ priority: 'urgent' }).error?.issues[0].message).toBe('Priority must be high, medium or low');
  });
});
