import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aboutBanner, doctorProfile, howWeWork, ourProcess } from '../../../content/about';
import { clinic } from '../../../content/clinic';
import { figures } from '../../../content/figures';
import { AboutBanner } from '../components/about-banner';
import { DoctorProfile } from '../components/doctor-profile';
import { HowWeWork } from '../components/how-we-work';
import { OurProcess } from '../components/our-process';

describe('About page sections', () => {
  it('the banner is titled About Us', () => {
    render(
      <MemoryRouter>
        <AboutBanner banner={aboutBanner} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it("the doctor's profile shows her portrait, qualifications and the home page's years-of-experience figure", () => {
    render(<DoctorProfile doctor={doctorProfile} />);
    expect(screen.getByRole('heading', { level: 2, name: clinic.doctor.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: doctorProfile.imageAlt })).toBeInTheDocument();
    expect(screen.getByText(clinic.doctor.qualifications)).toBeInTheDocument();
    const years = figures.aboutTeaser.years.value;
    expect(screen.getByText(`${years}+`).parentElement).toHaveTextContent(`${years}+ years of experience`);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(doctorProfile.expertise.length);
  });

  it('Our Process lists its six points in order', () => {
    render(<OurProcess process={ourProcess} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Expert Cosmetologists',
      'Personalized Care',
      'Advanced Technology',
      'Comprehensive Services',
      'Effective Solution',
      'Comfortable Environment',
    ]);
  });

  it('How We Work has three steps and a phone link', () => {
    render(<HowWeWork work={howWeWork} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1: Personalized Consultation',
      'Step 2: Tailored Treatment Plans',
      'Step 3: Continuous Care and Follow-up',
    ]);
    expect(screen.getByRole('link', { name: clinic.phone.display })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
  });
});
