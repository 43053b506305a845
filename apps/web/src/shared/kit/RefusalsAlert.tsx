import { Alert } from 'antd';
import type { FieldMessage } from '../ui/formErrors';

/**
 * The refusals a save could put under no field of its form (the server named a path the form
 * does not show), said above the form so none is lost. Nothing while there are none.
 */
export function RefusalsAlert({ refusals }: { refusals: readonly FieldMessage[] }) {
  if (refusals.length === 0) return null;
  const text = refusals.map(({ field, message }) => `${field}: ${message}`).join('; ');
  return <Alert type="error" showIcon title={text} />;
}
