import { ORDER_STATUSES } from '@dealer/contracts/order-workflow';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_ICONS } from '../../../shared/order/StatusIcon';
import { StatusTag } from '../../../shared/order/StatusTag';

describe('the order status tag', () => {
  it('gives every status an icon of its own, so no two statuses differ by colour alone', () => {
    const codes = Object.values(ORDER_STATUSES);
    const icons = codes.map((code) => STATUS_ICONS[code]);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(codes.length);
  });

  it('shows the icon beside the name and keeps the name alone as what is read out', () => {
    const { container } = render(<StatusTag code={9} />);
    const tag = container.querySelector('.order-status-tag')!;
    expect(tag.querySelector('.anticon-flag')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Completed TestDrive')).toBeInTheDocument();
    expect(tag.textContent!.trim()).toBe('Completed TestDrive');
  });
});
