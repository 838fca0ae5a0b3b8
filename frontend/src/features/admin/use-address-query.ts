import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The dashboard's filters in its address's query (?show=waiting&page=2), and a way to change them.
 * Built on useLocation and useNavigate, which every page already loads: the router's own
 * useSearchParams would add its code to the script every public page loads.
 */
export function useAddressQuery(): [URLSearchParams, (next: URLSearchParams | string, options?: { replace?: boolean }) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setQuery = (next: URLSearchParams | string, options?: { replace?: boolean }) => {
    const text = next.toString().replace(/^\?/, '');
    navigate({ pathname, search: text ? `?${text}` : '' }, options);
  };
  return [new URLSearchParams(search), setQuery];
}
