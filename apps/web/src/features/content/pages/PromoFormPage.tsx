import { Alert, Button, Card, DatePicker, Form, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { listPath } from '../../../shared/kit/listReturn';
import {
  HEAD_OFFICE,
  ZPromoCreate,
  ZPromoUpdate,
  type PromoCreate,
} from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchPromo, savePromo } from '../api';
import {
  BranchField,
  ImageFormItem,
  NameField,
  RichTextField,
  ShortDescriptionField,
} from '../components/ContentFields';
import { useContentDraft } from '../components/useContentDraft';
import { StateTag } from '../components/StateTag';
import { useContentSave } from '../components/useContentSave';
import { useContentScope } from '../scope';
import { pickerNow } from '../../../shared/time/businessTime';
import '../content.css';

dayjs.extend(customParseFormat);
const DMY = 'DD-MM-YYYY';

/** Promotion add and edit (validity as DD-MM-YYYY; branch empty = head office). */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const blank: PromoCreate = {
    name: '',
    shortDescription: '',
    promotionDescription: '',
    // Today in the business zone, not the browser's.
    validFrom: pickerNow().format(DMY),
    validTo: pickerNow().add(30, 'day').format(DMY),
    branchCode: scope.headOffice ? HEAD_OFFICE : scope.ownBranch,
    activeStatus: true,
    image: null,
    promoType: 'article',
  };
  const {
    item: p,
    draft,
    set,
    release,
    imageUrl,
    setImageUrl,
    missing,
    loading,
  } = useContentDraft({
    queryKey: contentKeys.promo,
    fetch: fetchPromo,
    blank,
    fromItem: (item): PromoCreate => ({
      name: item.name,
      shortDescription: item.shortDescription,
      promotionDescription: item.promotionDescription,
      validFrom: item.validFrom,
      validTo: item.validTo,
      branchCode: item.branchCode || HEAD_OFFICE,
      activeStatus: item.activeStatus,
      image: item.image,
      promoType: 'article',
    }),
  });
  const { save, saving, status } = useContentSave('/listofpromo', release);

  if (missing) return <Navigate to={listPath('/listofpromo')} replace />;
  if (loading) return <Spin />;
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
        back={{ to: listPath('/listofpromo'), label: t('content.back') }}
        extra={
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save(body(), p ? ZPromoUpdate : ZPromoCreate, savePromo)}
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
          title={t('content.rejectedBecause', { reason: p.rejectReason })}
        />
      ) : null}
      {p?.state === 'pending' || (!p && !scope.headOffice) ? (
        <Alert
          type="info"
          showIcon
          className="content-card"
          title={t('content.waitsForApproval')}
        />
      ) : null}
      <Card>
        <Form layout="vertical" component="div">
          <NameField
            idPrefix="promo"
            value={draft.name}
            onChange={(name) => set({ name })}
            status={status('name')}
          />
          <ShortDescriptionField
            idPrefix="promo"
            value={draft.shortDescription}
            onChange={(shortDescription) => set({ shortDescription })}
            status={status('shortDescription')}
          />
          <RichTextField
            idPrefix="promo"
            label={t('content.description')}
            value={draft.promotionDescription}
            onChange={(promotionDescription) => set({ promotionDescription })}
            status={status('promotionDescription')}
          />
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
          <BranchField
            idPrefix="promo"
            value={draft.branchCode}
            onChange={(branchCode) => set({ branchCode })}
            status={status('branchCode')}
          />
          <Form.Item label={t('content.activeStatus')} htmlFor="promo-active">
            <Switch
              id="promo-active"
              checked={draft.activeStatus}
              onChange={(activeStatus) => set({ activeStatus })}
            />
          </Form.Item>
          <ImageFormItem
            fileId={draft.image}
            url={imageUrl}
            onChange={(image, url) => {
              set({ image });
              setImageUrl(url);
            }}
            status={status('image')}
          />
        </Form>
      </Card>
    </>
  );
}
