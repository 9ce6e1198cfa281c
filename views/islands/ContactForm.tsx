import { contactFormInput, formMessages, submitLabels, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { contactFormSchema } from '../../shared/schemas';
import { retention } from '../../shared/retention';
import { PrivacyLink } from '../components/FormFields';
import { LeadForm } from '../components/LeadForm';

export type ContactFormProps = Partial<PostedForm>;

/** The contact form (docs/SPEC.md section 5): every field but the plan, the message required. */
export default function ContactForm(posted: ContactFormProps) {
  return (
    <LeadForm
      {...posted}
      prefix="contact"
      action={paths.contact}
      schema={contactFormSchema}
      input={contactFormInput}
      message={{ required: true }}
      consent={
        <>
          J’accepte que mes données soient utilisées pour me recontacter, conformément à la <PrivacyLink />.
        </>
      }
      submitLabel={submitLabels.contact}
      success={formMessages.contactSuccess}
      againLabel="Envoyer un autre message"
      purpose="répondre à votre message"
      keptFor={retention.leads}
    />
  );
}
