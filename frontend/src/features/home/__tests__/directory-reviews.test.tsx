import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import { directoryReviews } from '../../../content/reviews';
import { DirectoryReviews } from '../components/directory-reviews';

describe('DirectoryReviews', () => {
  it('shows the label, the rating to one decimal, the rounded stars and the total', () => {
    render(<DirectoryReviews reviews={{ ...directoryReviews, rating: 4.9, total: 150 }} />);
    expect(screen.getByRole('heading', { name: directoryReviews.label })).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Based on 150+ reviews')).toBeInTheDocument();
  });

  it('writes a whole rating with its decimal', () => {
    render(<DirectoryReviews reviews={{ ...directoryReviews, rating: 5 }} />);
    expect(screen.getByText('5.0')).toBeInTheDocument();
  });

  it('hides the directory link while its address is the placeholder #', () => {
    render(<DirectoryReviews url="#" />);
    expect(screen.queryByRole('link', { name: directoryReviews.linkLabel })).not.toBeInTheDocument();
  });

  it('links the directory when it has a real address', () => {
    render(<DirectoryReviews url="https://directory.example/aura" />);
    expect(screen.getByRole('link', { name: directoryReviews.linkLabel })).toHaveAttribute('href', 'https://directory.example/aura');
  });

  describe("reads the address from the clinic's facts", () => {
    const placeholder = clinic.reviewsDirectoryUrl;
    afterEach(() => {
      clinic.reviewsDirectoryUrl = placeholder;
    });

    it('so the clinic sets its listing in one place', () => {
      clinic.reviewsDirectoryUrl = 'https://directory.example/aura-skin-clinic';
      render(<DirectoryReviews />);
      expect(screen.getByRole('link', { name: directoryReviews.linkLabel })).toHaveAttribute('href', 'https://directory.example/aura-skin-clinic');
    });

    it("and shows no link while the clinic's address is the placeholder #", () => {
      clinic.reviewsDirectoryUrl = '#';
      render(<DirectoryReviews />);
      expect(screen.queryByRole('link', { name: directoryReviews.linkLabel })).not.toBeInTheDocument();
    });
  });
});
