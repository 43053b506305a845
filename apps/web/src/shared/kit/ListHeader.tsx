import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { ExportButton } from './ExportButton';

interface ListHeaderProps {
  title: string;
  /** The list's Export: its path, the list's own call as the body, and the file's name. */
  exportFile: { path: string; body: () => unknown; fileName: string };
  /** The Add link: the form it opens and its text. */
  add: { to: string; label: string };
}

/** A list's title row with Export and Add; Add is a link, so it also opens in a new tab. */
export function ListHeader({ title, exportFile, add }: ListHeaderProps) {
  return (
    <PageHeader
      title={title}
      extra={
        <>
          <ExportButton {...exportFile} title={title} />
          <Link to={add.to}>
            {/* The link takes the focus; a focusable button inside it would be a second stop. */}
            <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
              {add.label}
            </Button>
          </Link>
        </>
      }
    />
  );
}
