import type { ErrorBody } from '@dealer/contracts/envelope';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  contractRefusals,
  scrollToFirstError,
  serverRefusals,
} from '../../shared/form/contractCheck';
import { applyFieldErrors, type FieldMessage } from '../../shared/ui/formErrors';
import type { QuestFormValues } from './questForm';
import { QUEST_ALIASES, questFieldNames, questRefusalTexts, refusalNotice } from './questRefusals';

/**
 * What the quest form says when a save is refused, by its own rules, by the contract before
 * 'Are you sure?', or by the server after it: each refusal under its field (a task rule's value
 * input included) in the user's language, the first one scrolled to and focused; what fits no
 * field is said above the form in words (`notices`, the box at `noticeRef` scrolled to when no
 * field took a refusal). The scroll waits until the form is no longer `busy`: a server's answer
 * comes while the form is disabled, and a disabled input cannot take the focus.
 */
export function useQuestRefusals(form: FormInstance<QuestFormValues>, busy: boolean) {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<string[]>([]);
  const [scrollTo, setScrollTo] = useState<{ to: 'field' | 'notice' } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const fieldNames = () => questFieldNames(form.getFieldsValue(true) as QuestFormValues);

  // The scroll asked for last, once: remembered in a ref rather than cleared with a state update.
  const scrolled = useRef<object | null>(null);
  useEffect(() => {
    if (!scrollTo || busy || scrolled.current === scrollTo) return;
    scrolled.current = scrollTo;
    if (scrollTo.to === 'field') scrollToFirstError(form, fieldNames());
    else noticeRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // fieldNames reads the form as it is now; the scroll runs once per refusal shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo, busy, form]);

  const show = (refusals: readonly FieldMessage[]) => {
    const unmatched = applyFieldErrors(form, refusals, fieldNames(), QUEST_ALIASES);
    setNotices(unmatched.map((refusal) => refusalNotice(t, refusal)));
    setScrollTo({ to: unmatched.length === refusals.length ? 'notice' : 'field' });
  };

  return {
    notices,
    noticeRef,
    clear: () => setNotices([]),
    /** After the form's own rules (Required, bounds) refused: to the first one, top to bottom. */
    showFormErrors: () => scrollToFirstError(form, fieldNames()),
    /** The contract's check of the request about to be sent; true when it may be asked and sent. */
    passesContract: (schema: z.ZodType, request: unknown): boolean => {
      const refusals = contractRefusals(schema, request, questRefusalTexts(t));
      if (refusals.length > 0) show(refusals);
      return refusals.length === 0;
    },
    /** A 400 of save or edit: its field refusals as the contract's, else the server's sentence. */
    showServerRefusals: (reply: ErrorBody) => {
      const refusals = serverRefusals(reply.errors ?? [], questRefusalTexts(t));
      if (refusals.length > 0) show(refusals);
      else {
        setNotices([reply.message]);
        setScrollTo({ to: 'notice' });
      }
    },
  };
}
