import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../testing/render-in-dashboard';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anArticle } from '../../../testing/articles';
import { fakeApi, settle } from '../../../testing/fake-api';
import { ArticleEditor } from '../components/article-editor';

function renderEditor(article?: ReturnType<typeof anArticle>, articles?: Array<ReturnType<typeof anArticle>>) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <ArticleEditor article={article} articles={articles} onSaved={onSaved} onCancel={onCancel} />
      <ToastContainer />
    </>,
  );
  return { onSaved, onCancel };
}

const png = (name = 'card.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const paragraphs = () => within(screen.getByRole('group', { name: 'Article text' }));

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ArticleEditor', () => {
  it('adds and removes rows, offering remove only while more than one row is left', () => {
    fakeApi();
    renderEditor();
    expect(paragraphs().getByLabelText('Paragraph 1')).toBeInTheDocument();
    expect(paragraphs().queryByRole('button', { name: /Remove paragraph/ })).not.toBeInTheDocument();

    fireEvent.click(paragraphs().getByRole('button', { name: '+ Add paragraph' }));
    expect(paragraphs().getByLabelText('Paragraph 2')).toHaveFocus();
    expect(paragraphs().getAllByRole('button', { name: /Remove paragraph/ })).toHaveLength(2);

    fireEvent.change(paragraphs().getByLabelText('Paragraph 1'), { target: { value: 'First' } });
    fireEvent.change(paragraphs().getByLabelText('Paragraph 2'), { target: { value: 'Second' } });
    fireEvent.click(paragraphs().getByRole('button', { name: 'Remove paragraph 1' }));
    expect(paragraphs().getByLabelText('Paragraph 1')).toHaveValue('Second');
    expect(paragraphs().queryByRole('button', { name: /Remove paragraph/ })).not.toBeInTheDocument();

    const tags = within(screen.getByRole('group', { name: 'Tags' }));
    fireEvent.click(tags.getByRole('button', { name: '+ Add tag' }));
    expect(tags.getAllByRole('textbox')).toHaveLength(2);
  });

  it('refuses a file that is not an image, and an image over 5MB', () => {
    fakeApi();
    renderEditor();
    choose('Picture on the news cards', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Please select a valid image file')).toBeInTheDocument();

    choose('Picture in the article', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of the new/ })).not.toBeInTheDocument();
  });

  it('shows a loading flag while the image is read, then its preview, removable with ×', async () => {
    fakeApi();
    renderEditor();
    choose('Picture on the news cards', png());
    expect(screen.getByText('Reading image…')).toHaveAttribute('role', 'status');
    const preview = await screen.findByRole('img', { name: 'Preview of the new picture on the news cards' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('Reading image…')).not.toBeInTheDocument();
    // The live preview's news card shows it too.
    expect(screen.getByRole('complementary', { name: 'Live preview' }).querySelector('img')).toHaveAttribute('src', preview.getAttribute('src'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture on the news cards' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new picture on the news cards' })).not.toBeInTheDocument();
  });

  it("says 'Error reading file' when the browser cannot read the image", async () => {
    fakeApi();
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    renderEditor();
    choose('Picture in the article', png('content.png'));
    expect(await screen.findByText('Error reading file')).toBeInTheDocument();
  });

  it('updates the live preview as the admin types', () => {
    fakeApi();
    renderEditor();
    const preview = within(screen.getByRole('complementary', { name: 'Live preview' }));
    // The card, the article's hero and its heading.
    expect(preview.getAllByText('Untitled article')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sunscreen myths for Indian skin' } });
    fireEvent.change(screen.getByLabelText('Introduction under the title'), { target: { value: 'SPF, PA and how much to use.' } });
    fireEvent.change(paragraphs().getByLabelText('Paragraph 1'), { target: { value: 'Dark skin needs sunscreen too.' } });
    expect(preview.getAllByText('Sunscreen myths for Indian skin')).toHaveLength(3);
    expect(preview.getByText('SPF, PA and how much to use.')).toBeInTheDocument();
    expect(preview.getByText('Dark skin needs sunscreen too.')).toBeInTheDocument();
  });

  it("says what Popular does, and previews the 'Popular News' visitors will see beside the article", () => {
    fakeApi();
    const site = ['Sunscreen myths', 'Hair fall after dengue', 'Choosing a chemical peel', 'Acne scars', 'Pre-bridal glow', 'Laser hair removal'].map((title) =>
      anArticle({ slug: title.toLowerCase().replace(/[^a-z]+/g, '-'), title }),
    );
    const editing = anArticle({ slug: 'monsoon-skin-care', title: 'Monsoon skin care', popular: ['Laser hair removal'] });
    renderEditor(editing, [site[0], editing, ...site.slice(1)]);
    const group = screen.getByRole('group', { name: 'Popular News beside this article' });
    const popularField = within(group);
    expect(group).toHaveAccessibleDescription('Choose the articles to list first. The newest other articles fill the rest, up to 5.');
    expect(popularField.getByLabelText('Popular article 1')).toHaveValue('Laser hair removal');
    // Only other articles are offered, never this one, nor one already chosen.
    const offered = (label: string) => within(popularField.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
    expect(offered('Popular article 2')).toEqual(['Choose an article…', 'Sunscreen myths', 'Hair fall after dengue', 'Choosing a chemical peel', 'Acne scars', 'Pre-bridal glow']);

    const preview = within(screen.getByRole('complementary', { name: 'Live preview' }));
    const sidebar = () => preview.getByRole('list', { name: 'Popular News' });
    expect(within(sidebar()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Laser hair removal',
      'Sunscreen myths',
      'Hair fall after dengue',
      'Choosing a chemical peel',
      'Acne scars',
    ]);

    fireEvent.change(popularField.getByLabelText('Popular article 2'), { target: { value: 'Pre-bridal glow' } });
    expect(within(sidebar()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Laser hair removal',
      'Pre-bridal glow',
      'Sunscreen myths',
      'Hair fall after dengue',
      'Choosing a chemical peel',
    ]);
    // Chosen as 'None', an article leaves the list.
    fireEvent.change(popularField.getByLabelText('Popular article 1'), { target: { value: '' } });
    expect(popularField.getByLabelText('Popular article 1')).toHaveValue('Pre-bridal glow');
  });

  it("previews 'No other articles yet.' when the article would be alone on the site", () => {
    fakeApi();
    renderEditor(undefined, []);
    const preview = within(screen.getByRole('complementary', { name: 'Live preview' }));
    expect(preview.getByText('No other articles yet.')).toBeInTheDocument();
  });

  it('adds an article as multipart without blank rows, then says so and closes', async () => {
    const api = fakeApi({ 'POST /news': { status: 201, body: { success: true, message: 'News article added successfully' } } });
    const { onSaved } = renderEditor();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Monsoon skin care' } });
    fireEvent.change(screen.getByLabelText('Summary on the news cards'), { target: { value: 'Short and useful.' } });
    fireEvent.change(paragraphs().getByLabelText('Paragraph 1'), { target: { value: 'Keep dry.' } });
    fireEvent.click(paragraphs().getByRole('button', { name: '+ Add paragraph' }));
    fireEvent.click(paragraphs().getByRole('button', { name: '+ Add paragraph' }));
    fireEvent.change(paragraphs().getByLabelText('Paragraph 3'), { target: { value: 'Use a gel moisturiser.' } });
    choose('Picture on the news cards', png());
    await screen.findByRole('img', { name: 'Preview of the new picture on the news cards' });

    fireEvent.click(screen.getByRole('button', { name: 'Save News' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await settle();

    expect(api.requests).toHaveLength(1);
    const { method, path, body } = api.requests[0];
    expect([method, path]).toEqual(['POST', '/news']);
    const form = body as FormData;
    expect(form.get('title')).toBe('Monsoon skin care');
    expect(form.get('excerpt')).toBe('Short and useful.');
    expect(JSON.parse(form.get('paragraphs') as string)).toEqual(['Keep dry.', 'Use a gel moisturiser.']);
    expect(JSON.parse(form.get('tags') as string)).toEqual([]);
    expect((form.get('cardImage') as File).name).toBe('card.png');
    expect(form.has('contentImage')).toBe(false);
    expect(await screen.findByText('News article added successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to add news: …' with the server's reason, and keeps the form open", async () => {
    fakeApi({ 'POST /news': { status: 400, body: { success: false, message: 'Please select a valid image file' } } });
    const { onSaved } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save News' }));
    expect(await screen.findByText('Failed to add news: Please select a valid image file')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save News' })).toBeEnabled();
  });

  it('edits an article in place: prefilled, sent with PUT to its slug, the current images kept', async () => {
    const api = fakeApi({
      'PUT /news/monsoon-skin-care': [
        { status: 503, body: { success: false, message: 'Image storage is unavailable. Please try again.' } },
        { status: 200, body: { success: true, message: 'News article updated successfully' } },
      ],
    });
    const { onSaved } = renderEditor(anArticle({ slug: 'monsoon-skin-care', title: 'Monsoon skin care' }));
    expect(screen.getByRole('heading', { name: 'Edit News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Monsoon skin care');
    expect(paragraphs().getByLabelText('Paragraph 2')).toHaveValue('Use a light, gel-based moisturiser.');
    expect(screen.getByRole('img', { name: 'Current picture on the news cards' })).toHaveAttribute('src', `/api/api/media/${'a'.repeat(64)}.webp`);

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Monsoon skin care, revised' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('Failed to update news: Image storage is unavailable. Please try again.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('News article updated successfully')).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /news/monsoon-skin-care', 'PUT /news/monsoon-skin-care']);
    const form = api.requests[1].body as FormData;
    expect(form.get('title')).toBe('Monsoon skin care, revised');
    expect(form.has('cardImage')).toBe(false);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('tells the admin when the server cannot be reached', async () => {
    fakeApi({ 'POST /news': 'offline' });
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save News' }));
    expect(await screen.findByText('Failed to add news: Could not reach the server')).toBeInTheDocument();
  });
});
