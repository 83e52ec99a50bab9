/**
 * Moves the family to-do lists people made among the shared lists into their to-dos (docs/decisions/0018):
 * each open item of a list whose name is a to-do list's ("To-do", "Tasks", …) becomes a to-do of the list's
 * family, unless that family already has an open to-do with the same text, and the list is then deleted.
 * Running it again finds nothing left to do, and a run stopped half-way finishes on the next.
 *
 *   npm run migrate:todos                                   the local stack's table (.env; DynamoDB Local)
 *   npm run migrate:todos -- --table <name> [--region <r>]  a deployed table, with the shell's AWS credentials
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { queryAll } from '../functions/data/batch';
import { withoutKeys } from '../functions/data/items';
import { deleteList } from '../functions/lists/list-crud';
import { listRows, storedListsOf } from '../functions/lists/list-reads';
import { isTodoListName } from '../functions/lists/todo-names';
import { listTodos, saveTodo } from '../functions/todos/todos';
import { TodoSchema } from '../shared/schemas/calendar';
import type { ListItem } from '../shared/schemas/lists';

export interface MigrationCounts {
  accounts: number;
  lists: number;
  moved: number;
  /** Open items whose text the family's open to-dos already had (also what a repeated run meets). */
  alreadyThere: number;
  /** Ticked items: they are done, so they go with the list. */
  doneDropped: number;
  /** A renamed Shopping list with a to-do name: it cannot be deleted, so it is left as it is. */
  shoppingSkipped: number;
}

const sameText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every account id, from the accounts-by-sign-up index (one Query per page, no Scan of the table). */
async function accountIds(): Promise<string[]> {
  const rows = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :u', ExpressionAttributeValues: { ':u': 'USERS' } });
  return rows.map((r) => String(r.gsi1sk).slice(String(r.gsi1sk).indexOf('#') + 1));
}

export async function migrateTodoLists(log: (line: string) => void = () => undefined): Promise<MigrationCounts> {
  const counts: MigrationCounts = { accounts: 0, lists: 0, moved: 0, alreadyThere: 0, doneDropped: 0, shoppingSkipped: 0 };
  for (const owner of await accountIds()) {
    const found = (await storedListsOf(owner)).filter((l) => l.familyId === owner && isTodoListName(l.name));
    if (!found.length) continue;
    counts.accounts += 1;
    const open = new Set((await listTodos(owner)).filter((t) => !t.isCompleted).map((t) => sameText(t.task)));
    for (const list of found) {
      if (list.isShopping) {
        counts.shoppingSkipped += 1;
        log(`${owner}: kept "${list.name}" (the Shopping list cannot be deleted)`);
        continue;
      }
      const items = (await listRows(owner, list.id))
        .filter((row) => row.entity === 'listItem')
        .map((row) => withoutKeys<ListItem>(row))
        .sort((a, b) => a.position - b.position);
      let moved = 0;
      for (const item of items) {
        if (item.done) {
          counts.doneDropped += 1;
          continue;
        }
        const task = item.quantity ? `${item.text} (${item.quantity})` : item.text;
        if (open.has(sameText(task))) {
          counts.alreadyThere += 1;
          continue;
        }
        await saveTodo(owner, TodoSchema.parse({ task }));
        open.add(sameText(task));
        moved += 1;
      }
      // Deleted only once every open item is a to-do: a run that stops before this line repeats without copies.
      await deleteList({ userId: owner, links: [] }, list.id);
      counts.lists += 1;
      counts.moved += moved;
      log(`${owner}: moved ${moved} of ${items.length} items from "${list.name}" to the to-dos; list deleted`);
    }
  }
  return counts;
}

/** Points the handlers' data layer at the table named on the command line, or at the local stack's. */
async function connect(args: string[]): Promise<() => Promise<void>> {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const table = flag('--table');
  if (table) {
    Object.assign(process.env, { TABLE_NAME: table, AWS_REGION: flag('--region') ?? process.env.AWS_REGION ?? 'us-east-1' });
    delete process.env.DYNAMODB_ENDPOINT;
    return async () => undefined;
  }
  const { parseLocalEnv } = await import('./local/env');
  const { ensureTable, startDynamo, stopDynamo } = await import('./local/dynamo');
  const env = parseLocalEnv(process.env);
  Object.assign(process.env, { TABLE_NAME: env.TABLE_NAME, AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: `http://127.0.0.1:${env.DYNAMODB_PORT}` });
  const running = await fetch(`http://127.0.0.1:${env.DYNAMODB_PORT}`).then(
    () => true,
    () => false,
  );
  // With `npm start` running its DynamoDB Local is used; otherwise one is started on the same data.
  if (running) return async () => undefined;
  const dynamo = await startDynamo({ port: env.DYNAMODB_PORT, dbPath: join(resolve(env.DATA_DIR), 'dynamodb') });
  await ensureTable(env.DYNAMODB_PORT, env.TABLE_NAME);
  // Interrupted, it still stops the DynamoDB Local it started (which flushes DATA_DIR and frees the port).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopDynamo(dynamo).then(() => process.exit(130)));
  return () => stopDynamo(dynamo);
}

async function main() {
  // The same quiet start as `npm start` (scripts/dev.ts): the SDK's notice about future Node versions is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const close = await connect(process.argv.slice(2));
  try {
    console.log(`Moving to-do lists into the to-dos in table ${process.env.TABLE_NAME}...`);
    const counts = await migrateTodoLists((line) => console.log(`  ${line}`));
    console.log(
      `Done: ${counts.lists} lists from ${counts.accounts} accounts; ${counts.moved} items moved, ${counts.alreadyThere} already in the to-dos, ` +
        `${counts.doneDropped} ticked items left with their lists, ${counts.shoppingSkipped} Shopping lists kept.`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
