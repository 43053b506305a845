import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Radio, Spin } from 'antd';
import { FormSelect } from '../../../shared/master/formItems';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { HEAD_OFFICE, NEWS_CATEGORIES, type NewsCreate } from '@dealer/contracts/content';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { contentKeys, fetchNews, saveNews } from '../api';
import { BranchSelect } from '../components/BranchSelect';
import { ImageField } from '../components/ImageField';
import { RichTextEditor } from '../components/RichTextEditor';
import { useFormSave } from '../components/useFormSave';
import { useContentScope } from '../scope';
import '../content.css';

/** News & tips add and edit: rich text content, category, video, image, branch ('ho' sent as ''). */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const scope = useContentScope();
  const existing = useQuery({
    queryKey: contentKeys.newsItem(id ?? ''),
    queryFn: ({ signal }) => fetchNews(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
  const [draft, setDraft] = useState<NewsCreate>({
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
  });
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { save, saving, status } = useFormSave('/listofnewstips');
  const n = existing.data;
  useEffect(() => {
    if (!n) return;
    setDraft({
      source: 'CMS',
      name: n.name,
      shortDesc: n.shortDesc,
      content: n.content,
      activeStatus: n.activeStatus,
      category: n.category,
      videoURL: n.videoURL,
      outletType: n.outletType,
      branchCode: n.branchCode || HEAD_OFFICE,
      image: n.image,
    });
    setImageUrl(n.thumbnailUrl);
  }, [n]);

  if (existing.isError) return <Navigate to="/listofnewstips" replace />;
  if (id && !n) return <Spin />;
  const set = (patch: Partial<NewsCreate>) => setDraft({ ...draft, ...patch });
  const body = () => {
    const branchCode = draft.branchCode === HEAD_OFFICE ? '' : draft.branchCode;
    return n ? { ...draft, branchCode, id: n.id, version: n.version } : { ...draft, branchCode };
  };
  return (
    <>
      <PageHeader
        title={n ? t('content.editNews') : t('content.addNews')}
        back={{ to: '/listofnewstips', label: t('content.back') }}
        extra={
          <Button type="primary" loading={saving} onClick={() => void save(() => saveNews(body()))}>
            {t('content.save')}
          </Button>
        }
      />
      <Card>
        <Form layout="vertical" component="div">
          <Form.Item label={t('content.name')} htmlFor="news-name" required {...status('name')}>
            <Input
              id="news-name"
              maxLength={200}
              value={draft.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('content.shortDescription')}
            htmlFor="news-short"
            {...status('shortDesc')}
          >
            <Input.TextArea
              id="news-short"
              rows={2}
              maxLength={500}
              value={draft.shortDesc}
              onChange={(e) => set({ shortDesc: e.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('content.content')}
            htmlFor="news-content"
            required
            {...status('content')}
          >
            <RichTextEditor
              id="news-content"
              label={t('content.content')}
              value={draft.content}
              onChange={(content) => set({ content })}
            />
          </Form.Item>
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
          <Form.Item label={t('content.branch')} htmlFor="news-branch" {...status('branchCode')}>
            <BranchSelect
              id="news-branch"
              headOfficeOption
              value={draft.branchCode}
              onChange={(branchCode) => set({ branchCode })}
            />
          </Form.Item>
          <Form.Item label={t('content.status')}>
            <Radio.Group
              value={draft.activeStatus}
              onChange={(e) => set({ activeStatus: e.target.value as NewsCreate['activeStatus'] })}
            >
              <Radio value="aktif">{t('content.news.aktif')}</Radio>
              <Radio value="inactive">{t('content.news.inactive')}</Radio>
            </Radio.Group>
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
