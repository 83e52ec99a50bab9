import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LIMITS, networkOf, reserve } from './rate-limits';

describe('networkOf: the subject of per-network limits', () => {
  it('counts every address of one IPv6 /64 as the same network, however it is written', () => {
    const forms = [
      '2001:db8:abcd:12::1',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:ABCD:12:0:0:0:7',
      '2001:db8:abcd:12:1::',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:abcd:12::9'),
    ];
    expect(new Set(forms.map(networkOf))).toEqual(new Set(['2001:db8:abcd:12::/64']));
  });

  it('keeps different /64s apart and expands "::" inside the prefix', () => {
    expect(networkOf('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  it('leaves IPv4 addresses whole and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(networkOf('203.0.113.10')).toBe('203.0.113.10');
    expect(networkOf('203.0.113.11')).toBe('203.0.113.11');
    expect(networkOf('::ffff:203.0.113.10')).toBe('203.0.113.10');
    expect(networkOf('unknown')).toBe('unknown');
  });
});

describe('reserve: faults on the way (DynamoDB mocked)', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  afterEach(() => ddb.reset());
  afterAll(() => ddb.restore());
  const checks = [
    { limit: LIMITS.loginPerAccount, subject: 'ann@example.com' },
    { limit: LIMITS.loginPerIp, subject: '2001:db8::1' },
  ];
  const adds = () =>
    ddb
      .commandCalls(UpdateCommand)
      .map((c) => ({ pk: String(c.args[0].input.Key!.pk).split('#').slice(0, 2).join('#'), by: c.args[0].input.ExpressionAttributeValues![':by'] }));

  it('when one counter is full, the other gets its unit back and the full one answers 429', async () => {
    ddb.on(UpdateCommand).callsFake((input: { Key: { pk: string }; ConditionExpression?: string }) => {
      if (input.Key.pk.startsWith('RATE#login-ip#') && input.ConditionExpression)
        throw Object.assign(new Error('full'), { name: 'ConditionalCheckFailedException' });
      return {};
    });
    await expect(reserve(checks)).rejects.toMatchObject({ statusCode: 429, message: LIMITS.loginPerIp.message });
    expect(adds()).toEqual([
      { pk: 'RATE#login-account', by: 1 },
      { pk: 'RATE#login-ip', by: 1 },
      { pk: 'RATE#login-account', by: -1 },
    ]);
  });

  it('a DynamoDB fault is not turned into a 429, and what was taken is given back', async () => {
    ddb.on(UpdateCommand).callsFake((input: { Key: { pk: string }; ConditionExpression?: string }) => {
      if (input.Key.pk.startsWith('RATE#login-account#') && input.ConditionExpression)
        throw Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
      return {};
    });
    await expect(reserve(checks)).rejects.toMatchObject({ name: 'ProvisionedThroughputExceededException' });
    expect(adds()).toContainEqual({ pk: 'RATE#login-ip', by: -1 });
  });

  it('the release gives back exactly what was reserved, once per counter', async () => {
    ddb.on(UpdateCommand).resolves({});
    const release = await reserve(checks);
    await release();
    expect(
      adds()
        .filter((a) => a.by === -1)
        .map((a) => a.pk)
        .sort(),
    ).toEqual(['RATE#login-account', 'RATE#login-ip']);
  });
});
