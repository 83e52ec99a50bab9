import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';
import { fixSpelling, soundOf } from './spelling';

describe('the readers’ words spelt as meant', () => {
  it.each([
    ['show my remidners', 'show my reminders'],
    ['add dentist appointmnet friday', 'add dentist appointment friday'],
    ['put milk on the shoping list', 'put milk on the shopping list'],
    ['cancle swimming', 'cancel swimming'],
    ['any mettings today', 'any meetings today'],
    ['whats on my schedual', 'whats on my schedule'],
    ['skedule a meeting', 'schedule a meeting'],
  ])('corrects "%s"', (said, meant) => {
    expect(fixSpelling(said)).toBe(meant);
  });

  it.each([
    'remind me to call mum',
    'i was reminded',
    'showing the schedules',
    'track shipping',
    'shooting practice',
    'the greetings card',
    'swapping shifts',
    'shaping the hedge',
    'dilute the cordial',
  ])('leaves "%s" alone', (said) => {
    expect(fixSpelling(said)).toBe(said);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('remidners', 'reminders')).toBe(1);
    expect(editDistance('showing', 'shopping')).toBe(2);
  });

  it('lets two slips through in a shorter word only when it still sounds the same', () => {
    expect(soundOf('schedual')).toBe(soundOf('schedule'));
    expect(soundOf('swapping')).not.toBe(soundOf('shopping'));
  });
});
