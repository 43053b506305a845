import { EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';

/** A click that the browser would handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A list row's icon-only Edit: one link (it opens in a new tab too) drawn as a small button,
 * named 'Edit <row>' in the user's language for a screen reader, with the word on hover. It was a
 * link wrapping a nameless button, which a screen reader announced as 'button' alone.
 */
export function EditLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <Tooltip title={t('content.edit')}>
      <Button
        size="small"
        icon={<EditOutlined />}
        href={href}
        aria-label={`${t('content.edit')} ${name}`}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          void navigate(to);
        }}
      />
    </Tooltip>
  );
}
