import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtInReviewSummaries, type ReviewSummary } from '../../../content/review-summaries';
import { DirectoryReviews } from '../components/directory-reviews';

const directory: ReviewSummary = { ...builtInReviewSummaries.directory };

describe('DirectoryReviews', () => {
  it('shows where the reviews are, the rating to one decimal, the rounded stars and how many', () => {
    render(<DirectoryReviews />);
    expect(screen.getByRole('heading', { name: 'Doctor directory reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.9')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Based on 150+ reviews')).toBeInTheDocument();
  });

  it('writes a whole rating with its decimal', () => {
    render(<DirectoryReviews summary={{ ...directory, rating: 5 }} />);
    expect(screen.getByText('5.0')).toBeInTheDocument();
  });

  it('draws no rating and no stars when the clinic states none', () => {
    render(<DirectoryReviews summary={{ ...directory, source: 'Practo', rating: null, count: 80 }} />);
    expect(screen.getByRole('heading', { name: 'Practo reviews' })).toBeInTheDocument();
    expect(screen.queryByText('4.9')).not.toBeInTheDocument();
    // Only the three reviews' own stars.
    expect(screen.getAllByRole('img', { name: /^Rated/ })).toHaveLength(3);
    expect(screen.getByText('Based on 80+ reviews')).toBeInTheDocument();
  });

  it('shows no link to the listing until the clinic gives its address', () => {
    render(<DirectoryReviews />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the listing when it has an address', () => {
    render(<DirectoryReviews summary={{ ...directory, source: 'Practo', url: 'https://www.practo.com/pune/clinic/aura' }} />);
    expect(screen.getByRole('link', { name: 'Read all reviews on Practo' })).toHaveAttribute('href', 'https://www.practo.com/pune/clinic/aura');
  });
});
