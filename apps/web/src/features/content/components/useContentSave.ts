import type { z } from 'zod';
import type { Reply } from '../../../shared/api/client';
import type { ContractTexts } from '../../../shared/form/contractCheck';
import { i18next } from '../../../shared/i18n/i18n';
import { useFieldMessages } from '../../../shared/kit/refusalSinks';
import { outcomeOfReply, useFormSave } from '../../../shared/kit/useFormSave';
import { contentKeys } from '../api';

/** The contract's own words in the content forms (refinements), in the user's language. */
const contentTexts = (): ContractTexts => ({
  'videoURL must be an http(s) address': i18next.t('form.issue.url'),
});

/**
 * The save of a content form: the kit's save path (contract check, 'Are you sure?', the call,
 * refusals at their fields) for the content forms, whose fields are controlled and read their
 * error from `status(field)`. A saved form goes back to its list (`basePath`) as the list last
 * showed in this tab; `savedText`, when given, is said instead of the server's words.
 */
export function useContentSave(basePath: string, release: () => void, savedText?: string) {
  const { sink, status, messages } = useFieldMessages();
  const { save, saving } = useFormSave({
    sink,
    texts: contentTexts(),
    invalidates: contentKeys.all,
    release,
    after: basePath,
    savedText,
  });
  const saveContent = <T>(body: T, schema: z.ZodType, send: (body: T) => Promise<Reply<unknown>>) =>
    save(body, schema, async (request) => outcomeOfReply(await send(request)));
  return { save: saveContent, saving, status, errors: messages };
}
