import { EnquiryForm } from '../../../components/enquiry-form/enquiry-form';
import { useIslandFormsWords } from '../../../lib/use-page-forms-words';
import { HomeSection, type PartHeader } from '../home-parts';

/** The Enquiry Form on the home page, the target of the hero's '#contact' link. */
export function ContactSection({ header }: { header: PartHeader }) {
  const islandWords = useIslandFormsWords(['common', 'enquiry']);
  return (
    <HomeSection id="contact" className="section-soft home-contact" titleId="home-contact-title" {...header}>
      <div className="home-contact-form">
        <EnquiryForm words={islandWords} />
      </div>
    </HomeSection>
  );
}
