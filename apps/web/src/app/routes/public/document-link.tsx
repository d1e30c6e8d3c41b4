import { DocumentLinkPage } from '../../../features/documents/components/document-link-page';

export default function DocumentLinkRoute() {
  return <DocumentLinkPage />;
}
