import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { Notification, NotificationsResponse } from '../../../../shared/schemas/notifications';
import { apiJson, readFetcher } from '../../lib/api-client';
import { LineIcon } from '../../components/ui/line-icon';
import { TooltipIconButton } from '../../components/ui/tooltip';
import './notification-bell.css';

export const NOTIFICATIONS_PATH = '/api/notifications';

function BellIcon() {
  return (
    <LineIcon size={20}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </LineIcon>
  );
}

/** How long ago, in words a parent reads at a glance. */
export function ago(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return i18n._('nav.justNow');
  if (minutes < 60) return i18n._('nav.minutesAgo', { minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 24) return i18n._('nav.hoursAgo', { hours });
  const days = Math.round(hours / 24);
  return days === 1 ? i18n._('nav.yesterday') : i18n._('nav.daysAgo', { days });
}

/**
 * The top bar's bell: plain elements, so the bar still paints without Chakra. What waits is read after the
 * first paint (SWR reads in an effect); the red dot shows only while something is unread, and opening the
 * list marks everything in it read (docs/decisions/0017).
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();
  // The account is part of the key: another sign-in on this tab never sees the previous account's list.
  const { data, error, mutate } = useSWR<NotificationsResponse, unknown, [string, string]>([NOTIFICATIONS_PATH, userId], ([path]) => readFetcher(path));
  const items: Notification[] = data?.items ?? [];
  const unread = items.filter((n) => !n.read).length;

  const toggle = () => {
    if (open) return setOpen(false);
    setOpen(true);
    if (!unread) return;
    // The dot goes at once; the server keeps what was read, and a failed write shows the dot again on the next read.
    void mutate(
      async (current) => {
        await apiJson('POST', `${NOTIFICATIONS_PATH}/read`);
        return current && { items: current.items.map((n) => ({ ...n, read: true })) };
      },
      { optimisticData: (current) => ({ items: (current?.items ?? []).map((n) => ({ ...n, read: true })) }), rollbackOnError: false, revalidate: false },
    ).catch(() => undefined);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="fr-dot-anchor nb" ref={wrapper}>
      <TooltipIconButton
        ref={button}
        variant="ghost"
        label={_('nav.notifications')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={unread > 0 ? countId : undefined}
        onClick={toggle}
      >
        <BellIcon />
      </TooltipIconButton>
      {unread > 0 && <span className="fr-dot" aria-hidden="true" data-testid="notifications-dot" />}
      {unread > 0 && (
        <span id={countId} className="nb-hidden">
          {_('nav.unread', { count: unread })}
        </span>
      )}
      {open && (
        <div id={panelId} className="nb-panel" role="region" aria-label={_('nav.notifications')}>
          <p className="nb-title">{_('nav.notifications')}</p>
          {error && !data ? (
            <p className="nb-empty">{_('nav.notificationsFailed')}</p>
          ) : !data ? (
            <p className="nb-empty">{_('nav.notificationsLoading')}</p>
          ) : items.length === 0 ? (
            <p className="nb-empty">{_('nav.caughtUp')}</p>
          ) : (
            <ul className="nb-list">
              {items.map((n) => (
                <li key={n.id}>
                  <RouterLink to={n.href} className="nb-item" onClick={() => setOpen(false)}>
                    <span>{n.text}</span>
                    <span className="nb-when">{ago(n.at)}</span>
                  </RouterLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
