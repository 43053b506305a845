import { MASTER_API } from '@dealer/contracts/master';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/masterHarness';
import { queryClient } from '../api/queryClient';
import { endSession, startSession } from '../session/sessionStore';
import type { BlockRefusal } from './blockRefusal';
import { BlockVehicleModal } from './BlockVehicleModal';
import { fakeApi, ok } from '../../test/fakeApi';
import { ReleaseBlockModal } from './ReleaseBlockModal';
import { BLOCK_REASONS, blockage } from '../../test/vehicleFixtures';

// antd's modals, pickers and tables are heavy in jsdom; a busy machine needs the room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 20_000 });

const api = fakeApi();
const day = (offset: number) => dayjs().add(offset, 'day');

beforeEach(async () => {
  vi.stubGlobal('fetch', api.fetchMock);
  api.answer({
    [MASTER_API.reason.command]: () =>
      jsonResponse([
        { acknowledge: 1, message: 'OK', reasonListMappings: BLOCK_REASONS, total: 2 },
      ]),
  });
  await startSession(makeSession({ role: 'pdi', roles: ['pdi'] }));
});
afterEach(() => {
  endSession();
  queryClient.clear();
  api.reset();
  vi.unstubAllGlobals();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name, hidden: true });

/** Types a date (DD-MM-YYYY) into the picker labelled `label`, as a keyboard user does. */
function typeDate(label: string, date: dayjs.Dayjs) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date.format('DD-MM-YYYY') } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function pickReason(text: string) {
  fireEvent.mouseDown(screen.getByLabelText('Reason'));
  fireEvent.click(await screen.findByTitle(text));
}

function renderBlock(refusal: BlockRefusal | null = null) {
  const onSubmit = vi.fn(async () => true);
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <BlockVehicleModal
            open
            title="Block Vehicle"
            unitLabel="B 1101 TDA · Avanza"
            refusal={refusal}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        ),
      },
    ],
    '/',
  );
  return { onSubmit, onClose };
}

describe('the block-vehicle popup', () => {
  it('shows the unit and offers the enabled block reasons of category 11', async () => {
    renderBlock();
    expect(await screen.findByText('B 1101 TDA · Avanza')).toBeInTheDocument();
    await pickReason('Unit damaged');
    expect(api.sentTo(MASTER_API.reason.command)).toEqual([
      { action: 'DisplayAll', reasonCategoryId: 11 },
    ]);
  });

  it('refuses an end date before the start date', async () => {
    const { onSubmit } = renderBlock();
    await screen.findByText('B 1101 TDA · Avanza');
    typeDate('Start date', day(5));
    typeDate('End date', day(2));
    await pickReason('Unit damaged');
    fireEvent.click(button('Block'));
    expect(
      await screen.findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a missing reason', async () => {
    const { onSubmit } = renderBlock();
    await screen.findByText('B 1101 TDA · Avanza');
    typeDate('Start date', day(1));
    typeDate('End date', day(3));
    fireEvent.click(button('Block'));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the dates as YYYY-MM-DD, the reason and no notes, then closes', async () => {
    const { onSubmit, onClose } = renderBlock();
    await screen.findByText('B 1101 TDA · Avanza');
    typeDate('Start date', day(1));
    typeDate('End date', day(3));
    await pickReason('Unit in service');
    fireEvent.click(button('Block'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      startDate: day(1).format('YYYY-MM-DD'),
      endDate: day(3).format('YYYY-MM-DD'),
      reasonListMappingId: 31,
      blockNotes: null,
    });
  });

  it('lists the orders that refused the block', async () => {
    renderBlock({
      message: 'Unit B 1101 TDA has 1 booked order(s) in this range',
      collidingOrders: [
        {
          testDriveOrderNo: 'TD-0002-0042',
          startDateTime: '2030-01-10T02:00:00.000Z',
          endDateTime: '2030-01-10T03:00:00.000Z',
          statusCode: 2,
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Unit B 1101 TDA has 1 booked order(s) in this range'),
    ).toBeInTheDocument();
    const row = within(alert).getByText('TD-0002-0042').closest('tr')!;
    // The order number is the order's own link (its popup over the user's board).
    expect(within(alert).getByRole('link', { name: 'TD-0002-0042' })).toHaveAttribute(
      'href',
      '/order/TD-0002-0042',
    );
    // In the business time zone (Asia/Jakarta, UTC+7) whatever the browser's zone is.
    expect(row).toHaveTextContent('10-01-2030 09:00 – 10:00');
    // The status by its console label (the raw name when no label is known).
    expect(row).toHaveTextContent(/assigned/i);
  });
});

describe('the release-block popup', () => {
  const blocks = [
    blockage(41, '2030-01-10', '2030-01-12', 'Periodic service'),
    blockage(42, '2030-02-01', '2030-02-03', 'GIIAS exhibition'),
  ];

  function renderRelease() {
    const onReleased = vi.fn();
    const onClose = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ReleaseBlockModal
              open
              unitLabel="B 1101 TDA · Avanza"
              blockages={blocks}
              onReleased={onReleased}
              onClose={onClose}
            />
          ),
        },
      ],
      '/',
    );
    return { onReleased, onClose };
  }

  it('lists the blocks, asks for confirmation and sends the chosen block’s id', async () => {
    api.answer({
      [MASTER_API.branchStock.releaseBlock]: ok({ message: 'Block of unit B 1101 TDA released' }),
    });
    const { onReleased, onClose } = renderRelease();
    expect(await screen.findByText('GIIAS exhibition')).toBeInTheDocument();
    expect(screen.getByText('Periodic service')).toBeInTheDocument();
    expect(button('Release')).toBeDisabled();

    fireEvent.click(screen.getByLabelText('Select the block 01-02-2030 – 03-02-2030'));
    fireEvent.click(button('Release'));
    expect(
      await screen.findByText('Do you want to release the block 01-02-2030 – 03-02-2030?'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Are you sure?').length).toBeGreaterThan(0);
    expect(api.sentTo(MASTER_API.branchStock.releaseBlock)).toEqual([]);

    fireEvent.click(button('Yes'));
    await waitFor(() => expect(onReleased).toHaveBeenCalled());
    expect(api.sentTo(MASTER_API.branchStock.releaseBlock)).toEqual([{ Id: 42 }]);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Block of unit B 1101 TDA released')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { onReleased } = renderRelease();
    fireEvent.click(await screen.findByLabelText('Select the block 10-01-2030 – 12-01-2030'));
    fireEvent.click(button('Release'));
    await screen.findByText('Do you want to release the block 10-01-2030 – 12-01-2030?');
    // The confirmation's Cancel, not the popup's.
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel', hidden: true }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByText(/Do you want to release the block/)).not.toBeInTheDocument(),
    );
    expect(api.sentTo(MASTER_API.branchStock.releaseBlock)).toEqual([]);
    expect(onReleased).not.toHaveBeenCalled();
  });
});
