import { EnquiryForm } from '../../../components/enquiry-form/enquiry-form';

/** spec §2: a contact section with id contact holding the Enquiry Form. */
export function ContactSection() {
  return (
    <section id="contact" className="section section-soft home-contact" aria-labelledby="home-contact-title">
      <div className="container">
        <div className="section-header">
          <span className="eyebrow">Admission Enquiry</span>
          <h2 id="home-contact-title">Start Your Child&rsquo;s Journey With Us</h2>
          <p>Tell us a little about your child and our admissions team will get back to you with the next steps.</p>
        </div>
        <div className="home-contact-form">
          <EnquiryForm />
        </div>
      </div>
    </section>
  );
}
