import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderKeys } from '../api';
import { testOrder } from '../test/order';
import { OrderDetailModal } from './OrderDetailModal';

const ORDER_NO = 'TD-T010-261121-000001';

function renderDetail(onClose: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // The order is in the cache as a board's fetch left it: no request is made.
  client.setQueryData(orderKeys.detail(ORDER_NO), {
    order: testOrder({ statusCode: 1 }),
    timeZone: 'Asia/Jakarta',
  });
  return render(
    <QueryClientProvider client={client}>
      <OrderDetailModal
        orderNo={ORDER_NO}
        actor={{ role: 'crc', additionalRoles: [], fullName: 'Cici' }}
        fallbackTimeZone="Asia/Jakarta"
        onMoved={vi.fn()}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
}

describe('the order detail popup', () => {
  it('closes on Esc while the focus is inside it', async () => {
    const onClose = vi.fn();
    renderDetail(onClose);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc when the focus has left it (opened from a link, its button gone)', async () => {
    const onClose = vi.fn();
    renderDetail(onClose);
    await screen.findByRole('dialog');
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the popup on top when one was opened from it', async () => {
    const onClose = vi.fn();
    renderDetail(onClose);
    fireEvent.click(await screen.findByRole('button', { name: /assign/i }));
    expect(await screen.findAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
