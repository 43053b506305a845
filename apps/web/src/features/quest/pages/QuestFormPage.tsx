import {
  CARD_EMPTY,
  QUEST_STATUS,
  RECURRENCE_EMPTY,
  ZQuestEditRequest,
  ZQuestSaveRequest,
  type QuestDetail,
  type QuestEditRequest,
} from '@dealer/contracts/quest';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { isErrorBody, type Reply } from '../../../shared/api/client';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { confirmAction, confirmSaveQuest, showErrorDialog } from '../../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  editQuest,
  publishQuest,
  questDetailQuery,
  questKeys,
  questListQuery,
  saveQuest,
} from '../api';
import { askNewRulesVersion } from '../components/askNewRulesVersion';
import { BasicSection } from '../components/BasicSection';
import { MediaSection } from '../components/MediaSection';
import { QuestLifeControls, type LifeMove } from '../components/QuestLifeControls';
import { QuestLinks } from '../components/QuestLinks';
import { RecurrenceSection } from '../components/RecurrenceSection';
import { QuestStatusTag } from '../components/StatusTag';
import { TargetingSection, type NameBook } from '../components/TargetingSection';
import { TasksSection } from '../components/TasksSection';
import {
  knownDescriptions,
  questModeOf,
  questValues,
  toSaveRequest,
  type ImageRef,
  type QuestFormValues,
} from '../questForm';
import { frozenChanges, newQuestValues, startingRecurrences } from '../questFormSupport';
import { questListPath } from '../questList';
import { useBackToList } from '../useBackToList';
import { useQuestRefusals } from '../useQuestRefusals';
import '../quest.css';

type Saved = { questId: number; questCode: string; status: number; version: number };

function QuestForm({ mode, quest }: { mode: ReturnType<typeof questModeOf>; quest?: QuestDetail }) {
  const { t } = useTranslation();
  const back = useBackToList();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuestFormValues>();
  const readOnly = mode === 'view' || quest?.status === QUEST_STATUS.DELETED;
  const { markEdited, release } = useUnsavedEdits(!readOnly);
  const status = mode === 'copy' || mode === 'create' ? 0 : (quest?.status ?? 0);
  const published = mode === 'edit' && status !== QUEST_STATUS.DRAFT;
  // One book for the form's life (it is filled as names are looked up), made on the first render.
  const [names] = useState<NameBook>(() =>
    quest ? knownDescriptions(quest) : new Map<string, string>(),
  );
  const [card, setCard] = useState<ImageRef | null>(
    quest ? { fileId: quest.fileId, url: quest.imageUrl } : null,
  );
  const [attachments, setAttachments] = useState<ImageRef[]>(quest?.attachments ?? []);
  const [recurrences, setRecurrences] = useState(() => startingRecurrences(mode, quest));
  const [busy, setBusy] = useState(false);
  const refusals = useQuestRefusals(form, busy);
  const { notices, noticeRef } = refusals;
  const others = useQuery(questListQuery({ status: -1 }));
  const referenceOptions = useMemo(
    () =>
      (others.data?.data ?? [])
        .filter((q) => q.questId !== quest?.questId)
        .map((q) => ({ code: q.questCode, label: `${q.questCode} · ${q.questName}` })),
    [others.data, quest?.questId],
  );
  /** The card, attachments and recurrences live outside the form: a change there is an edit too. */
  const edit = (change: () => void) => {
    change();
    markEdited();
  };
  const initial = useMemo(() => (quest ? questValues(quest) : newQuestValues()), [quest]);

  const finish = async (reply: Reply<Saved>, message: string) => {
    if (isErrorBody(reply)) {
      // Under the fields, in words (the 400's message names API paths: not for the user).
      refusals.showServerRefusals(reply);
      return;
    }
    notifySuccess(`${message} ${reply.questCode}`);
    await queryClient.invalidateQueries({ queryKey: questKeys.all });
    // After a successful save the user goes back in history (spec 2 section 4).
    release();
    back();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    refusals.clear();
    try {
      await work();
    } catch (error) {
      // A stale edit or a refused status change (409): the server's sentence.
      if (isApiError(error) && !error.notified) showErrorDialog(error.message);
    } finally {
      setBusy(false);
    }
  };

  const body = (values: QuestFormValues) =>
    toSaveRequest(
      values,
      card,
      attachments,
      recurrences,
      (key, code) => names.get(`${key}:${code}`) ?? '',
    );

  /**
   * The form's rules, section 5's checks, then the contract's (the server's own schema) on the
   * request itself: nothing is asked while any of them refuses, and each refusal is at its field.
   */
  const save = async (nextStatus = status, cancellationReason = '') => {
    refusals.clear();
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      refusals.showFormErrors();
      return;
    }
    // Section 5: the simulated recurrences and the card, in the spec's words.
    const missing = recurrences.length === 0 ? RECURRENCE_EMPTY : !card ? CARD_EMPTY : undefined;
    if (missing) return showErrorDialog(missing);
    const full = { ...initial, ...form.getFieldsValue(true), ...values } as QuestFormValues;
    const created = body(full);
    const edited: QuestEditRequest | undefined =
      mode === 'edit' && quest
        ? {
            ...created,
            questId: quest.questId,
            version: quest.version,
            status: nextStatus,
            cancellationReason,
          }
        : undefined;
    const checked = edited
      ? refusals.passesContract(ZQuestEditRequest, edited)
      : refusals.passesContract(ZQuestSaveRequest, created);
    if (!checked || !(await confirmSaveQuest('save'))) return;
    await run(async () => {
      if (!edited) return finish(await saveQuest(created), t('quest.saved'));
      const send = (confirmNewVersion: boolean) => editQuest({ ...edited, confirmNewVersion });
      try {
        await finish(await send(false), t('quest.saved'));
      } catch (error) {
        // The rules of an Active quest are frozen: show what changed, ask for a new version.
        const changes = frozenChanges(error);
        if (!changes) throw error;
        if (await askNewRulesVersion(changes)) await finish(await send(true), t('quest.saved'));
      }
    });
  };

  const publish = async () => {
    if (!quest || !(await confirmAction(t('quest.publishAction')))) return;
    await run(async () =>
      finish(await publishQuest(quest.questId, quest.version), t('quest.publishedOk')),
    );
  };

  /**
   * A move of the quest's life with its stored values: in edit mode the form's edits are saved
   * with it (save asks first); in view mode it asks, then sends the quest as read.
   */
  const moveTo = async (nextStatus: number, done: string, cancellationReason = '') => {
    if (!quest) return;
    if (mode === 'edit') return save(nextStatus, cancellationReason);
    await run(async () =>
      finish(
        await editQuest({
          ...body({ ...questValues(quest) }),
          questId: quest.questId,
          version: quest.version,
          status: nextStatus,
          cancellationReason,
        }),
        done,
      ),
    );
  };

  const move = async ({ to, label }: LifeMove) => {
    if (mode !== 'edit' && !(await confirmAction(t(`quest.${label}Action`)))) return;
    await moveTo(to, t(`quest.${label}d`));
  };

  const title = t(`quest.${mode}Title`);
  return (
    <div className="quest-form">
      <PageHeader
        title={title}
        subtitle={
          quest && mode !== 'copy' ? (
            <Space>
              {quest.questCode}
              <QuestStatusTag status={quest.status} />
            </Space>
          ) : undefined
        }
        back={{ to: questListPath(), label: t('quest.back') }}
      />
      {quest?.status === QUEST_STATUS.CANCELLED && mode !== 'copy' ? (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          title={`${t('quest.cancellationReason')}: ${quest.cancellationReason}`}
        />
      ) : null}
      <div ref={noticeRef}>
        {notices.length ? (
          <Alert type="error" style={{ marginBottom: 16 }} title={notices.join(' · ')} />
        ) : null}
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={readOnly || busy}
        onValuesChange={markEdited}
      >
        <BasicSection />
        <MediaSection
          card={card}
          attachments={attachments}
          readOnly={readOnly}
          onCard={(next) => edit(() => setCard(next))}
          onAttachments={(next) => edit(() => setAttachments(next))}
        />
        <RecurrenceSection
          recurrences={recurrences}
          onChange={(next) => edit(() => setRecurrences(next))}
          readOnly={readOnly}
          published={published}
        />
        <TasksSection readOnly={readOnly} />
        <TargetingSection names={names} readOnly={readOnly} quests={referenceOptions} />
      </Form>
      <Flex justify="end" gap={8} wrap style={{ marginBottom: 24 }}>
        <Button onClick={back}>{t('quest.back')}</Button>
        {quest ? <QuestLinks quest={quest} mode={mode} /> : null}
        {quest && mode !== 'copy' ? (
          <QuestLifeControls
            status={quest.status}
            busy={busy}
            onMove={(m) => void move(m)}
            onStop={(reason) => void moveTo(QUEST_STATUS.CANCELLED, t('quest.stopped'), reason)}
            onPublish={() => void publish()}
          />
        ) : null}
        {readOnly ? null : (
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('quest.save')}
          </Button>
        )}
      </Flex>
    </div>
  );
}

function QuestFormPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const params = useParams();
  const mode = questModeOf(pathname);
  const id = Number(params.id);
  const detail = useQuery({ ...questDetailQuery(id), enabled: mode !== 'create' && id > 0 });
  useEffect(() => {
    if (detail.error && isApiError(detail.error) && !detail.error.notified)
      notifyError(detail.error.message);
  }, [detail.error]);
  if (mode === 'create') return <QuestForm key="create" mode="create" />;
  if (detail.isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('quest.loading')} />
      </Flex>
    );
  if (!detail.data) return <Alert type="error" title={t('quest.notFound')} />;
  return <QuestForm key={`${mode}-${id}-${detail.data.version}`} mode={mode} quest={detail.data} />;
}

/** Route module for astraquest/create, view/:id, copy/:id and edit/:id. */
export function Component() {
  return <QuestFormPage />;
}
