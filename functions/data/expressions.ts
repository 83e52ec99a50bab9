/** `SET #f0 = :v0, ...` with its name and value maps, for updating the given attributes. */
export function setExpression(values: Record<string, unknown>) {
  const entries = Object.entries(values);
  return {
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
  };
}
