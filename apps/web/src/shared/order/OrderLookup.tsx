import type { TestDriveOrder } from '@dealer/contracts/order';
import { AutoComplete, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findOrders } from './findOrder';
import './orderDetail.css';

/** Typing pauses this long before the matches are asked for. */
const TYPE_PAUSE_MS = 300;

const describe = (order: TestDriveOrder) =>
  `${order.testDriveOrderNo} · ${order.customerName} · ${order.customerPhoneNo} · ${order.branchCode}`;

/**
 * Order lookup by a part of the number, the customer's name or phone (order/search FIND). Typing
 * lists the matches to pick from; Enter opens the order whose number was typed in full, or the
 * only match, and otherwise leaves the list open to pick from.
 */
export function OrderLookup({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [matches, setMatches] = useState<TestDriveOrder[] | null>(null);
  const [open, setOpen] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  const search = async (text: string): Promise<TestDriveOrder[]> => {
    pending.current.abort?.abort();
    const abort = new AbortController();
    pending.current.abort = abort;
    const found = await findOrders(text, abort.signal);
    if (!abort.signal.aborted) setMatches(found);
    return found;
  };

  const onType = (text: string) => {
    setValue(text);
    clearTimeout(pending.current.timer);
    if (text.trim().length < 2) {
      setMatches(null);
      return;
    }
    pending.current.timer = setTimeout(() => {
      search(text.trim()).then(
        () => setOpen(true),
        () => undefined, // a newer search or a failed one: Enter reports failures
      );
    }, TYPE_PAUSE_MS);
  };

  const onEnter = async (text: string) => {
    const wanted = text.trim();
    if (wanted.length < 2) return;
    clearTimeout(pending.current.timer);
    try {
      const found = await search(wanted);
      const exact = found.find((o) => o.testDriveOrderNo.toLowerCase() === wanted.toLowerCase());
      const only = found.length === 1 ? found[0] : undefined;
      const pick = exact ?? only;
      if (pick) {
        setOpen(false);
        onOpen(pick.testDriveOrderNo);
      } else {
        setOpen(true);
      }
    } catch {
      // The API client has already shown what went wrong.
    }
  };

  return (
    <AutoComplete
      className="order-lookup"
      value={value}
      open={open && matches !== null}
      onOpenChange={setOpen}
      onSearch={onType}
      onSelect={(orderNo: string) => {
        setOpen(false);
        onOpen(orderNo);
      }}
      options={(matches ?? []).map((order) => ({
        value: order.testDriveOrderNo,
        label: describe(order),
      }))}
      notFoundContent={matches ? t('order.lookup.none') : null}
      popupMatchSelectWidth={false}
      // Enter is the Find button's: it opens the number typed, not the first match listed.
      defaultActiveFirstOption={false}
    >
      <Input.Search
        aria-label={t('order.lookup.label')}
        placeholder={t('order.lookup.placeholder')}
        allowClear
        enterButton={t('order.lookup.find')}
        onSearch={(text) => void onEnter(text)}
      />
    </AutoComplete>
  );
}
