import type { BulkItemResult } from '@dealer/contracts/master';
import { bracketed } from './format';

/** Each row's result labelled by its bracketed key: '[CL-01] Data has been Active'. */
export function BulkResultNotice({
  headline,
  results,
}: {
  headline: string;
  results: readonly BulkItemResult[];
}) {
  return (
    <div className="master-bulk-result">
      <p>{headline}</p>
      {results.length > 0 ? (
        <ul aria-label="Results">
          {results.map((result) => (
            <li key={result.id} className={result.acknowledge === 1 ? undefined : 'is-failed'}>
              {`${bracketed(result.key)} ${result.message}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
