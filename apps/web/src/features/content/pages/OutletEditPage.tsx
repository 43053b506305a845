import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { listPath } from '../../../shared/kit/listReturn';
import { ZOutletUpdate, type Outlet, type OutletUpdate } from '@dealer/contracts/content';
import { isApiError } from '../../../shared/api/ApiError';
import { useUnsavedEdits } from '../../../shared/form/useUnsavedEdits';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchMapSettings, fetchOutlet, saveOutlet } from '../api';
import { HolidayEditor } from '../components/HolidayEditor';
import { HoursEditor } from '../components/HoursEditor';
import { ImageField, type ImageValue } from '../components/ImageField';
import { MapPicker } from '../components/MapPicker';
import { OpenNowPreview } from '../components/OpenNowPreview';
import { useContentSave } from '../components/useContentSave';
import '../content.css';

const TEXT_FIELDS = [
  'branchName',
  'urlName',
  'streetName',
  'town',
  'service',
  'postalCode',
  'showroomPhone',
  'workshopPhone',
  'youtube',
  'twitter',
  'instagram',
  'facebook',
  'branchHead',
  'headoftheWorkshop',
] as const;
const IMAGES = ['logo', 'branchImage', 'branchHeadImage', 'headoftheWorkshopImage'] as const;
type ImageKey = (typeof IMAGES)[number];

type Draft = Omit<OutletUpdate, 'source'>;

function draftOf(o: Outlet): Draft {
  const {
    logoUrl: _a,
    branchImageUrl: _b,
    branchHeadImageUrl: _c,
    headoftheWorkshopImageUrl: _d,
    updatedTime: _e,
    ...rest
  } = o;
  // Shown as stored; the server checks day names and times again on save.
  return rest as Draft;
}

/** Branch Konten edit: profile, hours, holidays, map position and four images of one outlet. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const outlet = useQuery({
    queryKey: contentKeys.outlet(id),
    queryFn: ({ signal }) => fetchOutlet(id, signal),
    retry: false,
  });
  // Settings of the server's life: read once a page. Unreadable, the map is a grid without search.
  const mapSettings = useQuery({
    queryKey: contentKeys.mapSettings,
    queryFn: ({ signal }) => fetchMapSettings(signal),
    staleTime: Infinity,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [urls, setUrls] = useState<Record<ImageKey, string | null>>({
    logo: null,
    branchImage: null,
    branchHeadImage: null,
    headoftheWorkshopImage: null,
  });
  const { markEdited, release } = useUnsavedEdits();
  const { save, saving, status, errors } = useContentSave(
    '/branch-konten',
    release,
    t('content.saveSuccess'),
  );

  // Each outlet the server sends fills the form once, while rendering (not in an effect).
  const [filledFrom, setFilledFrom] = useState<typeof outlet.data>(undefined);
  if (outlet.data && outlet.data !== filledFrom) {
    setFilledFrom(outlet.data);
    setDraft(draftOf(outlet.data));
    setUrls({
      logo: outlet.data.logoUrl,
      branchImage: outlet.data.branchImageUrl,
      branchHeadImage: outlet.data.branchHeadImageUrl,
      headoftheWorkshopImage: outlet.data.headoftheWorkshopImageUrl,
    });
  }

  if (outlet.isError) {
    // Another branch's outlet (403/404): back home, as the spec does for salesmen.
    if (isApiError(outlet.error) && [403, 404].includes(outlet.error.status))
      return <Navigate to="/" replace />;
    return <Alert type="error" title={t('content.loadFailed')} />;
  }
  if (!draft) return <Spin />;

  const set = (patch: Partial<Draft>) => {
    markEdited();
    setDraft({ ...draft, ...patch });
  };
  const field = (name: (typeof TEXT_FIELDS)[number]) => (
    <Col xs={24} md={12} key={name}>
      <Form.Item label={t(`content.f.${name}`)} htmlFor={`outlet-${name}`} {...status(name)}>
        <Input
          id={`outlet-${name}`}
          value={draft[name]}
          onChange={(e) => set({ [name]: e.target.value })}
        />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <PageHeader
        title={`${t('content.editOutlet')} ${draft.branchCode}`}
        back={{ to: listPath('/branch-konten'), label: t('content.back') }}
        extra={
          <Button
            type="primary"
            loading={saving}
            onClick={() =>
              void save({ ...draft, source: 'CMS' as const }, ZOutletUpdate, saveOutlet)
            }
          >
            {t('content.save')}
          </Button>
        }
      />
      <Form layout="vertical" component="div">
        <Card title={t('content.profile')} className="content-card">
          <Row gutter={16}>{TEXT_FIELDS.map(field)}</Row>
        </Card>
        <Card title={t('content.openingHours')} className="content-card">
          <HoursEditor
            title={t('content.showroom')}
            value={draft.showroomHours}
            onChange={(showroomHours) => set({ showroomHours })}
          />
          <HoursEditor
            title={t('content.workshop')}
            value={draft.workshopHours}
            onChange={(workshopHours) => set({ workshopHours })}
          />
          <HolidayEditor value={draft.holidays} onChange={(holidays) => set({ holidays })} />
          <OpenNowPreview
            showroom={draft.showroomHours}
            workshop={draft.workshopHours}
            holidays={draft.holidays}
          />
        </Card>
        <Card title={t('content.mapPosition')} className="content-card">
          <MapPicker
            latitude={draft.latitude}
            longitude={draft.longitude}
            onChange={(p) => set(p)}
            tiles={mapSettings.data?.tiles ?? null}
            geocoder={mapSettings.data?.geocoder ?? null}
          />
          {errors.latitude || errors.longitude ? (
            <Alert type="error" title={errors.latitude ?? errors.longitude} />
          ) : null}
        </Card>
        <Card title={t('content.images')} className="content-card">
          <Row gutter={[16, 16]}>
            {IMAGES.map((key) => (
              <Col xs={24} md={12} key={key}>
                <Form.Item label={t(`content.f.${key}`)}>
                  <ImageField
                    label={t(`content.f.${key}`)}
                    value={{ fileId: draft[key], url: urls[key] }}
                    onChange={(v: ImageValue) => {
                      set({ [key]: v.fileId });
                      setUrls({ ...urls, [key]: v.url });
                    }}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
      </Form>
    </>
  );
}
