import {
  CARD_EMPTY,
  QUEST_STATUS,
  RECURRENCE_EMPTY,
  type QuestDetail,
  type RecurrenceItem,
} from '@dealer/contracts/quest';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { isErrorBody, type Reply } from '../../../shared/api/client';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { PageHeader } from '../../../shared/ui/PageHeader';
import {
  confirm,
  confirmAction,
  confirmSaveQuest,
  showErrorDialog,
} from '../../../shared/ui/dialogs';
import { applyFieldErrors } from '../../../shared/ui/formErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import {
  editQuest,
  publishQuest,
  questDetailQuery,
  questKeys,
  questListQuery,
  saveQuest,
} from '../api';
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
import { FIELD_NAMES, frozenChanges, newQuestValues } from '../questFormSupport';
import '../quest.css';

type Saved = { questId: number; questCode: string; status: number; version: number };

function QuestForm({ mode, quest }: { mode: ReturnType<typeof questModeOf>; quest?: QuestDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QuestFormValues>();
  const readOnly = mode === 'view' || quest?.status === QUEST_STATUS.DELETED;
  const { markEdited, release } = useUnsavedEdits(!readOnly);
  const status = mode === 'copy' || mode === 'create' ? 0 : (quest?.status ?? 0);
  const published = mode === 'edit' && status !== QUEST_STATUS.DRAFT;
  const names: NameBook = useRef(
    quest ? knownDescriptions(quest) : new Map<string, string>(),
  ).current;
  const [card, setCard] = useState<ImageRef | null>(
    quest ? { fileId: quest.fileId, url: quest.imageUrl } : null,
  );
  const [attachments, setAttachments] = useState<ImageRef[]>(quest?.attachments ?? []);
  const [recurrences, setRecurrences] = useState<RecurrenceItem[]>(
    mode === 'copy'
      ? (quest?.recurrences ?? []).map((r) => ({ ...r, recurrenceStatus: 0 }))
      : (quest?.recurrences ?? []),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const others = useQuery(questListQuery({ status: -1 }));
  const referenceOptions = useMemo(
    () =>
      (others.data?.data ?? [])
        .filter((q) => q.questId !== quest?.questId)
        .map((q) => ({ code: q.questCode, label: `${q.questCode} · ${q.questName}` })),
    [others.data, quest?.questId],
  );
  const initial = useMemo(() => (quest ? questValues(quest) : newQuestValues()), [quest]);

  const finish = async (reply: Reply<Saved>, message: string) => {
    if (isErrorBody(reply)) {
      const unmatched = applyFieldErrors(form, reply.errors ?? [], FIELD_NAMES);
      setProblems(
        unmatched.length ? unmatched.map((e) => `${e.field}: ${e.message}`) : [reply.message],
      );
      notifyError(reply.message);
      return;
    }
    notifySuccess(`${message} ${reply.questCode}`);
    await queryClient.invalidateQueries({ queryKey: questKeys.all });
    // After a successful save the user goes back in history (spec 2 section 4).
    release();
    void navigate(-1);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblems([]);
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

  /** Section 5's checks before anything is sent. */
  const ready = () => {
    if (recurrences.length === 0) {
      showErrorDialog(RECURRENCE_EMPTY);
      return false;
    }
    if (!card) {
      showErrorDialog(CARD_EMPTY);
      return false;
    }
    return true;
  };

  const save = async (nextStatus = status, cancellationReason = '') => {
    const values = (await form.validateFields().catch(() => null)) ?? null;
    if (!values || !ready()) return;
    const full = { ...initial, ...form.getFieldsValue(true), ...values } as QuestFormValues;
    if (!(await confirmSaveQuest('save'))) return;
    await run(async () => {
      if (mode === 'edit' && quest) {
        const send = (confirmNewVersion: boolean) =>
          editQuest({
            ...body(full),
            questId: quest.questId,
            version: quest.version,
            status: nextStatus,
            cancellationReason,
            confirmNewVersion,
          });
        try {
          await finish(await send(false), t('quest.saved'));
        } catch (error) {
          // The rules of an Active quest are frozen: show what changed, ask for a new version.
          const changes = frozenChanges(error);
          if (!changes) throw error;
          const ok = await confirm(
            <>
              <p>{t('quest.frozenRules')}</p>
              <ul>
                {changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>,
            { okText: t('quest.newVersion') },
          );
          if (ok) await finish(await send(true), t('quest.saved'));
        }
      } else await finish(await saveQuest(body(full)), t('quest.saved'));
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
        back={{ to: '/astraquest', label: t('quest.back') }}
      />
      {quest?.status === QUEST_STATUS.CANCELLED && mode !== 'copy' ? (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          message={`${t('quest.cancellationReason')}: ${quest.cancellationReason}`}
        />
      ) : null}
      {problems.length ? (
        <Alert type="error" style={{ marginBottom: 16 }} message={problems.join(' · ')} />
      ) : null}
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
          onCard={setCard}
          onAttachments={setAttachments}
        />
        <RecurrenceSection
          recurrences={recurrences}
          onChange={setRecurrences}
          readOnly={readOnly}
          published={published}
        />
        <TasksSection readOnly={readOnly} />
        <TargetingSection names={names} readOnly={readOnly} quests={referenceOptions} />
      </Form>
      <Flex justify="end" gap={8} wrap style={{ marginBottom: 24 }}>
        <Button onClick={() => void navigate(-1)}>{t('quest.back')}</Button>
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
  if (!detail.data) return <Alert type="error" message={t('quest.notFound')} />;
  return <QuestForm key={`${mode}-${id}-${detail.data.version}`} mode={mode} quest={detail.data} />;
}

/** Route module for astraquest/create, view/:id, copy/:id and edit/:id. */
export function Component() {
  return <QuestFormPage />;
}
