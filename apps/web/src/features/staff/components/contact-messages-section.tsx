import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContactMessages } from '../api/contact-messages';
import { ContactMessageDetail } from './contact-message-detail';
import { ContactMessageList } from './contact-message-list';
import { StaffListState } from './staff-list-state';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The contact-form messages: a page of the list beside the chosen message on wide screens, one
 * or the other on a phone. The page and the message are in the address (?page=2&message=id), so
 * Back, reload and a shared link keep them.
 */
export function ContactMessagesSection({ userId }: { userId: string }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const selected = params.get('message');
  const list = useContactMessages(userId, page);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const hadSelection = useRef(selected !== null);

  // Closing a message (Back to messages) puts focus back at the top of the list.
  useEffect(() => {
    if (hadSelection.current && selected === null) listHeading.current?.focus();
    hadSelection.current = selected !== null;
  }, [selected]);

  return (
    <section
      aria-labelledby="staff-contact-heading"
      className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className={selected ? 'hidden lg:block' : undefined}>
        <h2
          id="staff-contact-heading"
          ref={listHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t('contactMessages.heading')}
        </h2>
        <StaffListState query={list} loadError={t('contactMessages.loadError')}>
          {(data) => <ContactMessageList data={data} selected={selected} />}
        </StaffListState>
      </div>
      <div className={selected ? undefined : 'hidden lg:block'}>
        {selected ? (
          <ContactMessageDetail userId={userId} id={selected} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {t('contactMessages.choose')}
          </p>
        )}
      </div>
    </section>
  );
}
