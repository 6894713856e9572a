import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#/src/components/ui/button.tsx";
import { Field } from "#/src/components/ui/field.tsx";
import { Notice, NoticeProvider, type NoticeContent } from "#/src/components/ui/notice.tsx";
import { textLinkClass } from "#/src/components/ui/text-link.ts";
import { useBusiness } from "#/src/components/hooks/business.ts";
import type { contactPage } from "#/src/copy/contact.ts";
import { paths } from "#/src/registry/pages.ts";
import { clearDraft, loadDraft, saveDraft } from "#/src/lib/contact/draft.ts";
import { buildPayload } from "#/src/lib/contact/payload.ts";
import { contactMinimums, contactSchema, emptyContact, type ContactValues } from "#/src/lib/contact/schema.ts";
import { sendContactMessage } from "#/src/lib/contact/submit.ts";

type Props = { copy: (typeof contactPage)["form"]; send?: typeof sendContactMessage };

const session = () => (typeof window === "undefined" ? undefined : window.sessionStorage);

const typedFields = ["name", "email", "phone", "subject", "message"] as const;

/**
 * Once this script runs, it checks the fields itself with the spec's messages; until then (or
 * without JavaScript) the browser checks them, against the same minimum lengths.
 */
const checkedByScript = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

/** FormSubmit's fields for a message sent without this script: its plain endpoint, then our page. */
const plainPostFields = (origin: string) =>
  ({
    _subject: "Contactformulier: bericht via de website",
    _captcha: "false",
    _next: `${origin}${paths.messageSent}`,
  }) as const;

/**
 * What the visitor typed into the prerendered fields before this script arrived (the form is an
 * island, see contact-form-island.ts). Read while hydrating, before the form takes the fields over.
 */
function typedBeforeHydration(id: string): ContactValues | null {
  if (typeof document === "undefined") return null;
  const values = { ...emptyContact };
  for (const name of typedFields) {
    const control = document.getElementById(`${id}-${name}`) as HTMLInputElement | HTMLTextAreaElement | null;
    if (control?.value) values[name] = control.value;
  }
  return typedFields.some((name) => values[name] !== "") ? values : null;
}

/**
 * The contact form: validated as the spec says, sent to FormSubmit, never losing what the
 * visitor typed (kept on failure, kept across a reload, cleared only after a successful send).
 */
export function ContactForm({ copy, send = sendContactMessage }: Props) {
  const business = useBusiness();
  const id = useId();
  const inFlight = useRef(false);
  const [notice, setNotice] = useState<(NoticeContent & { id: number }) | null>(null);
  const [typed] = useState(() => typedBeforeHydration(id));
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: typed ?? emptyContact,
    mode: "onTouched",
    // react-hook-form focuses the first wrong field twice, the second time a task later: a visitor
    // already typing a valid name was moved into the next wrong field mid-word. Focused once below.
    shouldFocusError: false,
  });

  useEffect(() => {
    // What was typed on this page view is newer than a draft from before a reload.
    const draft = typed ? null : loadDraft(session());
    if (draft) reset(draft);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(session(), { ...emptyContact, ...values }),
    });
  }, [reset, subscribe, typed]);

  // Sending disables the button, which drops focus to the page; give it back, so a visitor can
  // read the notice below it and press again without searching for their place.
  const submitButton = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasSubmitting.current && !isSubmitting && lost) submitButton.current?.focus();
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);

  // A new id remounts the notice, so a repeated message is announced again.
  const show = (content: NoticeContent) => setNotice((previous) => ({ ...content, id: (previous?.id ?? 0) + 1 }));

  const onSubmit = async (values: ContactValues) => {
    if (inFlight.current) return; // a second click while sending sends nothing
    inFlight.current = true;
    try {
      // A filled honeypot is a bot: pretend all went well and send nothing.
      if (values._honey === "") await send(buildPayload(values), { endpoint: business.formEndpoint });
      reset(emptyContact);
      clearDraft(session());
      show({ tone: "success", ...copy.notices.success });
    } catch (error) {
      console.error(error);
      show({ tone: "error", ...copy.notices.error });
    } finally {
      inFlight.current = false;
    }
  };

  // eslint-disable-next-line react-hooks/refs -- the guard ref is read in the submit handler only
  const submitHandler = handleSubmit(onSubmit, (wrong) => {
    const first = typedFields.find((name) => wrong[name]);
    if (first) setFocus(first);
  });
  const { labels } = copy;
  // No maxLength on the controls: cutting typed text off silently would lose it; the schema explains limits.
  const field = register;

  return (
    <NoticeProvider label={copy.notices.region}>
      <form
        ref={checkedByScript}
        method="post"
        action={business.formPlainEndpoint}
        acceptCharset="UTF-8"
        onSubmit={submitHandler}
        className="space-y-5"
        aria-describedby={`${id}-intro`}
      >
        {Object.entries(plainPostFields(business.origin)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p id={`${id}-intro`} className="text-ink-muted">
          {copy.intro}
        </p>
        <Field id={`${id}-name`} label={labels.name} error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...field("name")}
              type="text"
              autoComplete="name"
              required
              minLength={contactMinimums.name}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={labels.email} error={errors.email?.message}>
          {(control) => (
            <input {...control} {...field("email")} type="email" autoComplete="email" inputMode="email" required />
          )}
        </Field>
        <Field id={`${id}-phone`} label={labels.phone} hint={labels.optional} error={errors.phone?.message}>
          {(control) => <input {...control} {...field("phone")} type="tel" autoComplete="tel" />}
        </Field>
        <Field id={`${id}-subject`} label={labels.subject} error={errors.subject?.message}>
          {(control) => (
            <input {...control} {...field("subject")} type="text" required minLength={contactMinimums.subject} />
          )}
        </Field>
        <Field id={`${id}-message`} label={labels.message} error={errors.message?.message}>
          {(control) => (
            <textarea {...control} {...field("message")} rows={5} required minLength={contactMinimums.message} />
          )}
        </Field>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={`${id}-honey`}>{labels.honey}</label>
          <input id={`${id}-honey`} {...register("_honey")} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="text-ink-muted">
          {copy.privacy.text}{" "}
          <a href={paths.privacy} className={textLinkClass}>
            {copy.privacy.link}
          </a>
        </p>
        <Button ref={submitButton} type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="rtl:-scale-x-100" />
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </form>
      {notice ? <Notice notice={notice} onClose={() => setNotice(null)} closeLabel={copy.notices.close} /> : null}
    </NoticeProvider>
  );
}
