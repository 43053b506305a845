import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { HEAD_OFFICE, type PromoCreate } from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchPromo, savePromo } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { ImageField } from '../components/ImageField';
import { RichTextEditor } from '../components/RichTextEditor';
import { StateTag } from '../components/StateTag';
import { useFormSave } from '../components/useFormSave';
import { useContentScope } from '../scope';
import '../content.css';

dayjs.extend(customParseFormat);
const DMY = 'DD-MM-YYYY';

/** Promotion add and edit (validity as DD-MM-YYYY; branch empty = head office). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const scope = useContentScope();
  const existing = useQuery({
    queryKey: contentKeys.promo(id ?? ''),
    queryFn: ({ signal }) => fetchPromo(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
  const [draft, setDraft] = useState<PromoCreate>({
    name: '',
    shortDescription: '',
    promotionDescription: '',
    validFrom: dayjs().format(DMY),
    validTo: dayjs().add(30, 'day').format(DMY),
    branchCode: scope.headOffice ? HEAD_OFFICE : scope.ownBranch,
    activeStatus: true,
    image: null,
    promoType: 'article',
  });
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { save, saving, status } = useFormSave('/listofpromo');
  const p = existing.data;
  useEffect(() => {
    if (!p) return;
    setDraft({
      name: p.name,
      shortDescription: p.shortDescription,
      promotionDescription: p.promotionDescription,
      validFrom: p.validFrom,
      validTo: p.validTo,
      branchCode: p.branchCode || HEAD_OFFICE,
      activeStatus: p.activeStatus,
      image: p.image,
      promoType: 'article',
    });
    setImageUrl(p.thumbnailUrl);
  }, [p]);

  if (existing.isError) return <Navigate to="/listofpromo" replace />;
  if (id && !p) return <Spin />;
  const set = (patch: Partial<PromoCreate>) => setDraft({ ...draft, ...patch });
  const range: [Dayjs, Dayjs] = [dayjs(draft.validFrom, DMY), dayjs(draft.validTo, DMY)];
  const body = () => {
    const branchCode = draft.branchCode === HEAD_OFFICE ? '' : draft.branchCode;
    return p ? { ...draft, branchCode, uid: p.uid, version: p.version } : { ...draft, branchCode };
  };
  return (
    <>
      <PageHeader
        title={p ? t('content.editPromo') : t('content.addPromo')}
        subtitle={p ? <StateTag state={p.state} /> : undefined}
        back={{ to: '/listofpromo', label: t('content.back') }}
        extra={
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save(() => savePromo(body()))}
          >
            {t('content.save')}
          </Button>
        }
      />
      {p?.state === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          className="content-card"
          message={t('content.rejectedBecause', { reason: p.rejectReason })}
        />
      ) : null}
      {p?.state === 'pending' || (!p && !scope.headOffice) ? (
        <Alert
          type="info"
          showIcon
          className="content-card"
          message={t('content.waitsForApproval')}
        />
      ) : null}
      <Card>
        <Form layout="vertical" component="div">
          <Form.Item label={t('content.name')} htmlFor="promo-name" required {...status('name')}>
            <Input
              id="promo-name"
              maxLength={200}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('content.shortDescription')}
            htmlFor="promo-short"
            {...status('shortDescription')}
          >
            <Input.TextArea
              id="promo-short"
              rows={2}
              maxLength={500}
              value={draft.shortDescription}
              onChange={(e) => set({ shortDescription: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('content.description')}
            htmlFor="promo-description"
            {...status('promotionDescription')}
          >
            <RichTextEditor
              id="promo-description"
              label={t('content.description')}
              value={draft.promotionDescription}
              onChange={(promotionDescription) => set({ promotionDescription })}
            />
          </Form.Item>
          <Form.Item
            label={t('content.validity')}
            required
            {...status(status('validTo').help ? 'validTo' : 'validFrom')}
          >
            <DatePicker.RangePicker
              format={DMY}
              allowClear={false}
              value={range}
              aria-label={t('content.validity')}
              onChange={(v) =>
                v?.[0] && v[1] && set({ validFrom: v[0].format(DMY), validTo: v[1].format(DMY) })
              }
            />
          </Form.Item>
          <Form.Item label={t('content.branch')} htmlFor="promo-branch" {...status('branchCode')}>
            <BranchSelect
              id="promo-branch"
              headOfficeOption
              value={draft.branchCode}
              onChange={(branchCode) => set({ branchCode })}
            />
          </Form.Item>
          <Form.Item label={t('content.activeStatus')} htmlFor="promo-active">
            <Switch
              id="promo-active"
              checked={draft.activeStatus}
              onChange={(activeStatus) => set({ activeStatus })}
            />
          </Form.Item>
          <Form.Item label={t('content.image')} {...status('image')}>
            <ImageField
              label={t('content.image')}
              value={{ fileId: draft.image, url: imageUrl }}
              onChange={(v) => {
                set({ image: v.fileId });
                setImageUrl(v.url);
              }}
            />
          </Form.Item>
        </Form>
      </Card>
    </>
  );
}
