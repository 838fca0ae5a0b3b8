import { ForwardableEnquiry, forwardFields } from './forward-fields';

const blank: ForwardableEnquiry = {
  type: 'callback',
  name: null,
  phone: null,
  email: null,
  subject: null,
  message: null,
  preferredDate: null,
  preferredTime: null,
  concern: null,
};

describe(forwardFields.name, () => {
  it('leaves out an appointment phone or e-mail that was not filled in', () => {
    const fields = forwardFields({
      ...blank,
      type: 'appointment',
      name: 'Asha',
      email: 'asha@example.in',
      preferredDate: '2026-12-01',
      preferredTime: '10:00',
      concern: 'Others',
    });
    expect(fields.map(([name]) => name)).toEqual([
      'Name',
      'Email',
      'Date',
      'Time',
      'Concern',
      '_captcha',
      '_template',
      '_subject',
    ]);
  });

  it.each([
    ['callback', 'Request A Call Back'],
    ['appointment', 'New Appointment Request'],
    ['contact', 'New Contact Message'],
    ['newsletter', 'Newsletter Subscription'],
  ] as const)('sends %s with captcha off, the table template and the subject "%s"', (type, subject) => {
    const fields = forwardFields({ ...blank, type });
    expect(fields.slice(-3)).toEqual([
      ['_captcha', 'false'],
      ['_template', 'table'],
      ['_subject', subject],
    ]);
  });
});

describe('forwardFields of a data request', () => {
  it('tells the clinic what is asked in its words and when the answer is due', () => {
    const fields = forwardFields({
      ...blank,
      type: 'data-request',
      name: 'Meera Joshi',
      phone: '98220 12345',
      subject: 'erasure',
      message: 'Please erase my old enquiry.',
      createdAt: new Date('2026-11-27T06:00:00Z'),
    });
    expect(fields).toEqual([
      ['Name', 'Meera Joshi'],
      ['Phone', '98220 12345'],
      ['Request', 'Erase my data'],
      ['Details', 'Please erase my old enquiry.'],
      ['Answer due by', '2026-12-27'],
      ['_captcha', 'false'],
      ['_template', 'table'],
      ['_subject', 'Personal Data Request'],
    ]);
  });
});
