import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small client of Figma's REST API on Foundation's `URLSession`: one GET at a time,
/// a timeout, retries on 429 (honouring `Retry-After`) and 5xx, and errors that say what to do.
public struct FigmaClient: Sendable {
    /// Where and how to ask.
    public struct Configuration: Sendable {
        /// The API's base URL (`https://api.figma.com`; tests use a loopback server).
        public var apiURL: String
        /// The personal access token, sent as `X-Figma-Token`; never printed.
        public var token: String
        /// Seconds to wait for each response.
        public var timeout: Double
        /// How many times a 429 or 5xx answer is retried.
        public var retries: Int
        /// The longest `Retry-After` honoured; a longer one fails at once.
        public var longestWait: Double

        /// A configuration with the default timeout (30 s), retries (3) and longest wait (60 s).
        public init(apiURL: String = "https://api.figma.com", token: String, timeout: Double = 30, retries: Int = 3,
                    longestWait: Double = 60) {
            self.apiURL = apiURL
            self.token = token
            self.timeout = timeout
            self.retries = retries
            self.longestWait = longestWait
        }
    }

    /// The configuration.
    public let configuration: Configuration

    /// Creates a client.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// `GET /v1/files/{key}/nodes?ids=…`.
    func nodes(fileKey: String, ids: [String]) throws(FigmaError) -> FigmaAPI.NodesResponse {
        let key = fileKey.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? fileKey
        let query = ids.joined(separator: ",").addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        let endpoint = "/v1/files/\(key)/nodes?ids=\(query)"
        let (data, response) = try get(endpoint, what: "file '\(fileKey)'")
        do {
            return try JSONDecoder().decode(FigmaAPI.NodesResponse.self, from: data)
        } catch {
            throw FigmaError(Self.undecodable(data, response: response, endpoint: endpoint, error: error))
        }
    }

    /// A GET with retries; the body of the first 2xx answer.
    private func get(_ endpoint: String, what: String) throws(FigmaError) -> (Data, HTTPURLResponse) {
        let base = configuration.apiURL.hasSuffix("/") ? String(configuration.apiURL.dropLast()) : configuration.apiURL
        guard let url = URL(string: base + endpoint), url.scheme != nil else {
            throw FigmaError("error: invalid Figma API URL '\(configuration.apiURL)'")
        }
        var attempt = 0
        while true {
            let (data, response) = try send(url, endpoint: endpoint)
            let status = response.statusCode
            if (200..<300).contains(status) { return (data, response) }
            guard status == 429 || (500..<600).contains(status), attempt < configuration.retries else {
                throw FigmaError(Self.failure(status: status, body: data, endpoint: endpoint, what: what, retried: attempt))
            }
            let retryAfter = response.value(forHTTPHeaderField: "Retry-After")?.trimmingCharacters(in: .whitespaces)
            let wait = retryAfter.flatMap(Double.init) ?? Double(1 << attempt)
            guard wait <= configuration.longestWait else {
                throw FigmaError("error: Figma rate-limited GET \(endpoint) and asks to wait \(NumberFormat.plain(wait)) s (Retry-After), longer than \(NumberFormat.plain(configuration.longestWait)) s; try again later")
            }
            Thread.sleep(forTimeInterval: wait)
            attempt += 1
        }
    }

    /// One request, waited for.
    private func send(_ url: URL, endpoint: String) throws(FigmaError) -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout)
        request.setValue(configuration.token, forHTTPHeaderField: "X-Figma-Token")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout * 4
        sessionConfiguration.urlCache = nil
        let session = URLSession(configuration: sessionConfiguration)
        defer { session.finishTasksAndInvalidate() }
        // The answer is handed from URLSession's queue to this thread; the semaphore orders the two.
        nonisolated(unsafe) var answer: (data: Data?, response: URLResponse?, error: (any Error)?) = (nil, nil, nil)
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            answer = (data, response, error)
            done.signal()
        }.resume()
        done.wait()
        let (data, response, error) = answer
        if let error { throw FigmaError(Self.transportFailure(error, endpoint: endpoint, timeout: configuration.timeout)) }
        guard let http = response as? HTTPURLResponse else { throw FigmaError("error: no HTTP response for GET \(endpoint)") }
        return (data ?? Data(), http)
    }
}

