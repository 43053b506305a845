import { Button, Card, Form, Input, Radio, Spin } from 'antd';
import { FormSelect } from '../../../shared/kit/formItems';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { listPath } from '../../../shared/kit/listReturn';
import {
  HEAD_OFFICE,
  NEWS_CATEGORIES,
  ZNewsCreate,
  ZNewsUpdate,
  type NewsCreate,
} from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchNews, saveNews } from '../api';
import {
  BranchField,
  ImageFormItem,
  NameField,
  RichTextField,
  ShortDescriptionField,
} from '../components/ContentFields';
import { useContentDraft } from '../components/useContentDraft';
import { useContentSave } from '../components/useContentSave';
import { useContentScope } from '../scope';
import '../content.css';

/** News & tips add and edit: rich text content, category, video, image, branch ('ho' sent as ''). */
export function Component() {
  const { t } = useTranslation();
  const scope = useContentScope();
  const blank: NewsCreate = {
    source: 'CMS',
    name: '',
    shortDesc: '',
    content: '',
    activeStatus: 'aktif',
    category: 'News',
    videoURL: '',
    outletType: 'Branch',
    branchCode: scope.headOffice ? HEAD_OFFICE : scope.ownBranch,
    image: null,
  };
  const {
    item: n,
    draft,
    set,
    release,
    imageUrl,
    setImageUrl,
    missing,
    loading,
  } = useContentDraft({
    queryKey: contentKeys.newsItem,
    fetch: fetchNews,
    blank,
    fromItem: (item): NewsCreate => ({
      source: 'CMS',
      name: item.name,
      shortDesc: item.shortDesc,
      content: item.content,
      activeStatus: item.activeStatus,
      category: item.category,
      videoURL: item.videoURL,
      outletType: item.outletType,
      branchCode: item.branchCode || HEAD_OFFICE,
      image: item.image,
    }),
  });
  const { save, saving, status } = useContentSave('/listofnewstips', release);

  if (missing) return <Navigate to={listPath('/listofnewstips')} replace />;
  if (loading) return <Spin />;
  const body = () => {
    const branchCode = draft.branchCode === HEAD_OFFICE ? '' : draft.branchCode;
    return n ? { ...draft, branchCode, id: n.id, version: n.version } : { ...draft, branchCode };
  };
  return (
    <>
      <PageHeader
        title={n ? t('content.editNews') : t('content.addNews')}
        back={{ to: listPath('/listofnewstips'), label: t('content.back') }}
        extra={
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save(body(), n ? ZNewsUpdate : ZNewsCreate, saveNews)}
          >
            {t('content.save')}
          </Button>
        }
      />
      <Card>
        <Form layout="vertical" component="div">
          <NameField
            idPrefix="news"
            value={draft.name}
            onChange={(name) => set({ name })}
            status={status('name')}
          />
          <ShortDescriptionField
            idPrefix="news"
            value={draft.shortDesc}
            onChange={(shortDesc) => set({ shortDesc })}
            status={status('shortDesc')}
          />
          <RichTextField
            idPrefix="news"
            label={t('content.content')}
            required
            value={draft.content}
            onChange={(content) => set({ content })}
            status={status('content')}
          />
          <Form.Item label={t('content.category')} htmlFor="news-category" {...status('category')}>
            <FormSelect
              id="news-category"
              value={draft.category}
              onChange={(category) => set({ category })}
              options={NEWS_CATEGORIES.map((c) => ({ value: c, label: t(`content.cat.${c}`) }))}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
          <Form.Item label={t('content.videoURL')} htmlFor="news-video" {...status('videoURL')}>
            <Input
              id="news-video"
              placeholder="https://"
              maxLength={500}
              value={draft.videoURL}
              onChange={(e) => set({ videoURL: e.target.value })}
            />
          </Form.Item>
          <BranchField
            idPrefix="news"
            value={draft.branchCode}
            onChange={(branchCode) => set({ branchCode })}
            status={status('branchCode')}
          />
          <Form.Item label={t('content.status')}>
            <Radio.Group
              value={draft.activeStatus}
              onChange={(e) => set({ activeStatus: e.target.value as NewsCreate['activeStatus'] })}
            >
              <Radio value="aktif">{t('content.news.aktif')}</Radio>
              <Radio value="inactive">{t('content.news.inactive')}</Radio>
            </Radio.Group>
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
