import { MigrationInterface, QueryRunner } from 'typeorm';

/** The figures as the site came when they moved out of the clinic's facts (the site build's built-in item then). */
const FIGURES_AS_THE_SITE_CAME = {
  aboutTeaser: { years: { value: 15, label: 'Years of Experience' }, clients: { value: 1000, label: 'Happy Clients' } },
  experience: { value: 20, label: 'Year Experience' },
  servicePages: [
    { value: 25, label: 'Certified' },
    { value: 125, label: 'Customer' },
    { value: 50, label: 'Services' },
    { value: 30, label: 'Specialist' },
  ],
  wellness: [
    { value: 25, label: 'Active Programs' },
    { value: 1200, label: 'Clients Supported' },
  ],
};

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

/**
 * The site's figures got a place of their own (content kind `figures`, "Figures and counters"):
 * years of experience and happy clients, which the clinic's facts held, move there. A clinic that
 * had saved its own keeps them: they become the first saved figures (by whoever saved the facts),
 * and the current facts lose the two fields (their history keeps what was saved).
 */
export class MoveClinicFigures1764001600000 implements MigrationInterface {
  name = 'MoveClinicFigures1764001600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const clinic: Array<{ data: Record<string, unknown>; updated_by: string }> = await queryRunner.query(
      `SELECT data, updated_by FROM content_item WHERE kind = 'clinic' AND item_key = '' AND jsonb_typeof(data) = 'object'`,
    );
    const figuresSaved: unknown[] = await queryRunner.query(`SELECT 1 FROM content_item WHERE kind = 'figures' AND item_key = ''`);
    const facts = clinic[0]?.data;
    if (facts && figuresSaved.length === 0) {
      const { years, clients } = FIGURES_AS_THE_SITE_CAME.aboutTeaser;
      const yearsValue = wholeNumber(facts.yearsOfExperience) ? facts.yearsOfExperience : years.value;
      const clientsValue = wholeNumber(facts.happyClients) ? facts.happyClients : clients.value;
      if (yearsValue !== years.value || clientsValue !== clients.value) {
        const data = JSON.stringify({
          ...FIGURES_AS_THE_SITE_CAME,
          aboutTeaser: { years: { ...years, value: yearsValue }, clients: { ...clients, value: clientsValue } },
        });
        await queryRunner.query(
          `INSERT INTO content_item (kind, item_key, data, version, updated_at, updated_by) VALUES ('figures', '', $1, 1, now(), $2)`,
          [data, clinic[0].updated_by],
        );
        await queryRunner.query(`INSERT INTO content_revision (kind, item_key, data, version, created_by) VALUES ('figures', '', $1, 1, $2)`, [
          data,
          clinic[0].updated_by,
        ]);
      }
    }
    await queryRunner.query(`UPDATE content_item SET data = data - 'yearsOfExperience' - 'happyClients' WHERE kind = 'clinic' AND jsonb_typeof(data) = 'object'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The facts get the two fields back, from the figures saved since or as the site came.
    const figures: Array<{ data: { aboutTeaser?: { years?: { value?: unknown }; clients?: { value?: unknown } } } | null }> = await queryRunner.query(
      `SELECT data FROM content_item WHERE kind = 'figures' AND item_key = ''`,
    );
    const saved = figures[0]?.data?.aboutTeaser;
    const years = wholeNumber(saved?.years?.value) ? saved.years.value : FIGURES_AS_THE_SITE_CAME.aboutTeaser.years.value;
    const clients = wholeNumber(saved?.clients?.value) ? saved.clients.value : FIGURES_AS_THE_SITE_CAME.aboutTeaser.clients.value;
    await queryRunner.query(
      `UPDATE content_item SET data = data || jsonb_build_object('yearsOfExperience', $1::int, 'happyClients', $2::int) WHERE kind = 'clinic' AND jsonb_typeof(data) = 'object'`,
      [years, clients],
    );
  }
}
