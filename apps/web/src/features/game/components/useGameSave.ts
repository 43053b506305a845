import type { FormInstance } from 'antd';
import { formFieldsSink } from '../../../shared/kit/refusalSinks';
import { useFormSave, type FormSaveSetup } from '../../../shared/kit/useFormSave';
import { gameKeys } from '../api';

/**
 * The kit's save path for a game form: refusals under the form's fields (`fieldNames`, top to
 * bottom), the game's lists and records refetched, and the spec's 'Success' on a save.
 */
export function useGameSave(
  form: FormInstance,
  fieldNames: readonly string[],
  setup: Pick<FormSaveSetup, 'release' | 'after'> = {},
) {
  return useFormSave({
    sink: formFieldsSink(form, fieldNames),
    invalidates: gameKeys.all,
    savedText: 'Success',
    ...setup,
  });
}
