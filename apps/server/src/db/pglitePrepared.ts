import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** What the statement's Describe answered once: how to send its parameters, how to read its rows. */
interface StatementShape {
  paramTypes: number[];
  /** The statement's RowDescription; undefined for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** Past this many statements the backend's are deallocated and prepared again as they come. */
const MAX_STATEMENTS = 2_000; // as db/prepared.ts's names

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * `Database.queryPrepared` for the embedded database. PGlite's own `query` sends every statement
 * unnamed (parse, describe, bind, describe, execute, sync: six calls into its WebAssembly), so
 * PostgreSQL parses and plans it again each time, on the server's own thread. Here each `name` is
 * parsed and described once; afterwards a call is one exchange (bind, execute, sync) on the
 * named statement, whose rows are read with the description kept from the first call. Values are
 * sent as text through the client's serializers, exactly as `query` sends them.
 *
 * It takes PGlite's transaction and query locks as `query` does, so it never runs inside a
 * transaction another caller holds open.
 */
export function pglitePreparedQuery(client: PGlite, maxStatements = MAX_STATEMENTS) {
  const shapes = new Map<string, StatementShape>();
  const exchange = (parts: Uint8Array[]) =>
    client.execProtocolStream(concat([...parts, serialize.sync()]), { syncToFs: false });

  async function prepare(name: string, text: string): Promise<StatementShape> {
    if (shapes.size >= maxStatements) {
      await exchange([serialize.query('DEALLOCATE ALL')]);
      shapes.clear();
    }
    const described = await exchange([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
    ]);
    const shape: StatementShape = {
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription'),
    };
    shapes.set(name, shape);
    return shape;
  }

  function serializeValue(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  return <T>(name: string, text: string, params: unknown[]): Promise<T[]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const shape = shapes.get(name) ?? (await prepare(name, text));
        const values = params.map((v, i) => serializeValue(v, shape.paramTypes[i]));
        const answered = await exchange([
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
        ]);
        await client.syncToFs();
        const messages = shape.rowDescription ? [shape.rowDescription, ...answered] : answered;
        return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
      }),
    );
}
