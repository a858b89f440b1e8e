import { EnquiryForm } from '../../../components/enquiry-form/enquiry-form';
import { HomeSection } from '../home-parts';

/** The Enquiry Form on the home page, the target of the hero's '#contact' link. */
export function ContactSection() {
  return (
    <HomeSection
      id="contact"
      className="section-soft home-contact"
      titleId="home-contact-title"
      eyebrow="Admission Enquiry"
      title="Start Your Child’s Journey With Us"
      intro="Tell us a little about your child and our admissions team will get back to you with the next steps."
    >
      <div className="home-contact-form">
        <EnquiryForm />
      </div>
    </HomeSection>
  );
}
